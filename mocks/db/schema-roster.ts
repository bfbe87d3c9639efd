import { z } from 'zod';
import { lazySchema } from '@/platform/api/lazy-schema';
import { setRosterStatusBody } from '@/platform/api/generated/zod/roster/roster.zod';

/*
 * The company's roster (7/8, not in the spec): marketplace helpers a company marked favourite
 * or blocked. One entry per company and helper; every branch of the company shares it.
 * Registered in `collectionSchemas` (schema.ts) like every other collection.
 */

const isoDateTime = lazySchema(() => z.iso.datetime());

export const rosterEntrySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    company_id: z.number(),
    /** The helper's user id (type 4). */
    helper_id: z.number(),
    status: setRosterStatusBody.shape.status,
    /** Who set the status (user id). */
    set_by_id: z.number().nullable(),
    created_at: isoDateTime,
  }),
);

export const rosterCollections = {
  roster_entries: rosterEntrySchema,
} as const;

export type RosterEntryRecord = z.output<typeof rosterEntrySchema>;
