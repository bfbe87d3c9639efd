import type { QueryClient } from '@tanstack/react-query';
import { fetchLatest, type FetchLatestOptions } from '@/platform/api/query-client';
import {
  getGetHelperCompanyInvitationQueryOptions,
  getGetHelperOutsourceOfferQueryOptions,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import { getGetHelperNotificationSettingsQueryOptions } from '@/platform/api/generated/endpoints/helper-profile/helper-profile';
import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  NotificationSettings,
} from '@/platform/api/generated/model';
import type { HelperItemKind } from '../model/announcements';

/**
 * What a browser notification needs to know (model/announcements.ts), read through the
 * query cache so an open page's data is reused and the item is cached for the click. A
 * failed read leaves the notification plainer, never silent about the event.
 */
const FRESH_FOR = 30_000;

export async function readNotificationSettings(
  queryClient: QueryClient,
): Promise<NotificationSettings | undefined> {
  try {
    const response = await queryClient.fetchQuery({
      ...getGetHelperNotificationSettingsQueryOptions(),
      staleTime: FRESH_FOR,
    });
    return response.data;
  } catch {
    return undefined;
  }
}

/**
 * `fresh`: as the server has it now (a cached copy may be from before the change heard of;
 * fetchLatest, which a page going meanwhile cannot answer with that copy).
 */
export async function readHelperItem(
  queryClient: QueryClient,
  kind: HelperItemKind,
  id: number,
  { fresh = false } = {},
): Promise<HelperCompanyInvitation | HelperOutsourceOffer | undefined> {
  const read = <T>(options: FetchLatestOptions<T>) =>
    fresh ? fetchLatest(queryClient, options) : queryClient.fetchQuery(options);
  try {
    const response =
      kind === 'invitation'
        ? await read(getGetHelperCompanyInvitationQueryOptions(id))
        : await read(getGetHelperOutsourceOfferQueryOptions(id));
    return response.data;
  } catch {
    return undefined;
  }
}
