import type { QueryClient } from '@tanstack/react-query';
import { fetchLatest, type FetchLatestOptions } from '@/platform/api/query-client';
import {
  getGetHelperCompanyInvitationQueryKey,
  getGetHelperJobCountsQueryKey,
  getGetHelperJobCountsQueryOptions,
  getGetHelperCompanyInvitationQueryOptions,
  getGetHelperOutsourceOfferQueryKey,
  getGetHelperOutsourceOfferQueryOptions,
  getListHelperCompanyInvitationsQueryKey,
  getListHelperCompanyInvitationsQueryOptions,
  getListHelperOutsourceOffersQueryKey,
  getListHelperOutsourceOffersQueryOptions,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import { getGetHelperNotificationSettingsQueryOptions } from '@/platform/api/generated/endpoints/helper-profile/helper-profile';
import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  JobTimes,
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

/** The most of her new invitations or offers read at once to catch up (the contract's most). */
const CATCH_UP_PAGE = 100;

/**
 * Her new invitations or offers (the "new" bucket's first page) as the server has them now:
 * what a lost connection did not push. A failed read is an empty list (nothing to tell).
 */
export async function readNewItems(
  queryClient: QueryClient,
  kind: HelperItemKind,
): Promise<Array<HelperCompanyInvitation | HelperOutsourceOffer>> {
  const params = { bucket: 'new', per_page: CATCH_UP_PAGE } as const;
  try {
    const response =
      kind === 'invitation'
        ? await fetchLatest(queryClient, getListHelperCompanyInvitationsQueryOptions(params))
        : await fetchLatest(queryClient, getListHelperOutsourceOffersQueryOptions(params));
    return response.data.data;
  } catch {
    return [];
  }
}

type Item = HelperCompanyInvitation | HelperOutsourceOffer;

/**
 * The times her screens show for an item now, from the cache (its Order details, else a list
 * page holding it); undefined when none shows it. Read as a push comes, before it refreshes
 * them: what she saw, for a move made while she looked (QA-221 L3).
 */
export function shownTimes(
  queryClient: QueryClient,
  kind: HelperItemKind,
  id: number,
): JobTimes | undefined {
  const [itemKey, listKey] =
    kind === 'invitation'
      ? [getGetHelperCompanyInvitationQueryKey(id), getListHelperCompanyInvitationsQueryKey()]
      : [getGetHelperOutsourceOfferQueryKey(id), getListHelperOutsourceOffersQueryKey()];
  const item =
    queryClient.getQueryData<{ data: Item }>(itemKey)?.data ??
    queryClient
      .getQueriesData<{ data: { data: Item[] } }>({ queryKey: listKey })
      .flatMap(([, page]) => page?.data.data ?? [])
      .find((each) => each.id === id);
  return item && { start_at: item.order.start_at, end_at: item.order.end_at };
}

/**
 * Her counts (the jobs to confirm, model/told-asks.ts): the number of the last read that
 * landed (React Query's dataUpdateCount; 0 before the first), and a read again as the server
 * has them now, replacing one on its way (fetchLatest). A failed read is no news.
 */
export const countsRead = (queryClient: QueryClient): number =>
  queryClient.getQueryState(getGetHelperJobCountsQueryKey())?.dataUpdateCount ?? 0;

export function readCountsAgain(queryClient: QueryClient): void {
  fetchLatest(queryClient, getGetHelperJobCountsQueryOptions()).catch(() => undefined);
}
