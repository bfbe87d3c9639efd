import { z } from 'zod';
import * as auth from '@/platform/api/generated/zod/auth/auth.zod';
import * as branches from '@/platform/api/generated/zod/branches/branches.zod';
import * as broadcasting from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import * as confirmations from '@/platform/api/generated/zod/confirmations/confirmations.zod';
import * as helperCalendar from '@/platform/api/generated/zod/helper-calendar/helper-calendar.zod';
import * as helperJobs from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import * as helperProfile from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import * as notifications from '@/platform/api/generated/zod/notifications/notifications.zod';
import * as orders from '@/platform/api/generated/zod/orders/orders.zod';
import * as outsourcing from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import * as roster from '@/platform/api/generated/zod/roster/roster.zod';
import * as search from '@/platform/api/generated/zod/search/search.zod';
import * as servingAreas from '@/platform/api/generated/zod/serving-areas/serving-areas.zod';
import * as subscriptions from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';
import * as team from '@/platform/api/generated/zod/team/team.zod';
import * as timeOff from '@/platform/api/generated/zod/time-off/time-off.zod';
import { errorEnvelope } from '../testing/envelope';

/*
 * What a response must look like, from the generated zod: `<operationId>Response` per
 * operation, the success envelope where none is generated, the error envelope. Shared by the
 * conformance test (in-process) and `npm run contract:verify` (a live server).
 */

const zodModules = [
  auth,
  branches,
  broadcasting,
  confirmations,
  helperCalendar,
  helperJobs,
  helperProfile,
  notifications,
  orders,
  outsourcing,
  roster,
  search,
  servingAreas,
  subscriptions,
  team,
  timeOff,
] as Array<Record<string, unknown>>;
export const responseSchemas = new Map<string, z.ZodType>(
  zodModules
    .flatMap((m) => Object.entries(m))
    .filter(([name]) => name.endsWith('Response')) as Array<[string, z.ZodType]>,
);

/** Without a generated schema, at least the envelope must be right. */
export const successEnvelope = errorEnvelope.extend({
  data: z.unknown(),
  success: z.literal(true),
});

/** Paths of object keys present in `raw` but dropped by the schema's parse. */
export function undeclaredKeys(raw: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${path}[${i}]`)).slice(0, 10);
  }
  if (raw && parsed && typeof raw === 'object' && typeof parsed === 'object') {
    return Object.keys(raw).flatMap((key) =>
      key in parsed
        ? undeclaredKeys(
            (raw as Record<string, unknown>)[key],
            (parsed as Record<string, unknown>)[key],
            `${path}.${key}`,
          )
        : [`${path}.${key}`],
    );
  }
  return [];
}
