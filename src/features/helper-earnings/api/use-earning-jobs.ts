import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { useFallbackPolling } from '@/platform/realtime';
import { earningJobs, type EarningJob } from '../model/earnings';
import {
  getListHelperCompanyInvitationsQueryOptions,
  getListHelperOutsourceOffersQueryOptions,
} from './endpoints';
import { failedOutright } from '@/platform/ui';

/** The contract's largest page: most helpers' accepted jobs fit in one call per list. */
const PER_PAGE = 100;

type Page<T> = { data: { data: T[]; last_page: number } };

/**
 * Every page of one accepted list: page 1, then the rest once page 1 says how many there
 * are (a helper with years of jobs has more than 100).
 */
function useEveryPage<T>(optionsFor: (page: number) => UseQueryOptions<Page<T>>) {
  const [first] = useQueries({ queries: [optionsFor(1)] });
  const last = first!.data?.data.last_page ?? 1;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, last - 1) }, (_, i) => optionsFor(i + 2)),
  });
  const all = [first!, ...rest];
  const loaded = all.every((q) => q.data !== undefined);
  // A new array only when some page's answer changed (the page memoizes on it).
  const version = all.map((q) => q.dataUpdatedAt).join();
  const items = useMemo(
    () => (loaded ? all.flatMap((q) => q.data!.data.data) : undefined),
    // `version` stands for the pages' answers (`all` is a new array every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, version],
  );
  return {
    items,
    // A re-read that met no server keeps the pages (failedOutright).
    isError: all.some((q) => failedOutright(q)),
    error: all.find((q) => failedOutright(q))?.error,
    refetch: () => {
      for (const q of all) if (q.isError || q.data === undefined) void q.refetch();
    },
  };
}

/**
 * The helper's accepted jobs as earnings: both accepted lists, every page. Companies'
 * changes reach these queries through the helper's pushed events (the lists' keys); they
 * poll slowly only while the socket is down, as the lists do.
 */
export function useEarningJobs(): {
  jobs: EarningJob[] | undefined;
  isError: boolean;
  /** The first failure of either list (ErrorState says a refusal or a 403 as such). */
  error: unknown;
  refetch: () => void;
} {
  const refetchInterval = useFallbackPolling();
  const params = (page: number) => ({ bucket: 'accepted' as const, page, per_page: PER_PAGE });
  const invitations = useEveryPage<HelperCompanyInvitation>(
    (page) =>
      getListHelperCompanyInvitationsQueryOptions(params(page), {
        query: { refetchInterval },
      }) as UseQueryOptions<Page<HelperCompanyInvitation>>,
  );
  const offers = useEveryPage<HelperOutsourceOffer>(
    (page) =>
      getListHelperOutsourceOffersQueryOptions(params(page), {
        query: { refetchInterval },
      }) as UseQueryOptions<Page<HelperOutsourceOffer>>,
  );
  const jobs = useMemo(
    () =>
      invitations.items && offers.items ? earningJobs(invitations.items, offers.items) : undefined,
    [invitations.items, offers.items],
  );
  return {
    jobs,
    isError: invitations.isError || offers.isError,
    error: invitations.error ?? offers.error,
    refetch: () => {
      invitations.refetch();
      offers.refetch();
    },
  };
}
