import { useListBranchOutsourceOffers } from '../api/endpoints';
import type { OutsourceOfferStatus } from '@/platform/api/generated/model';
import { EmptyState, SkeletonList, failedOutright, queryPending } from '@/platform/ui';
import { ListFooter } from '@/platform/widgets';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStayInRange, type SetPage } from '@/platform/routing';
import { OfferCard } from './offer-card';

/** Spec section 9: order cards come 5 to a page. */
export const OFFER_PAGE_SIZE = 5;

/** A page of the branch's offers (newest first), with loading, empty and error states. */
export function OfferList({
  branchId,
  status,
  page,
  onPageChange,
  label,
  empty,
  headingLevel = 2,
}: {
  branchId: number;
  status?: OutsourceOfferStatus;
  page: number;
  onPageChange: SetPage;
  /** Names the list region (and its pagination). */
  label: string;
  empty: ReactNode;
  /** Its offers' titles: h2 under the page's title, h3 under a section's (Find AI). */
  headingLevel?: 2 | 3;
}) {
  const query = useListBranchOutsourceOffers(
    branchId,
    { ...(status ? { status } : {}), page, per_page: OFFER_PAGE_SIZE },
    // Paging keeps the current cards until the next page arrives (no skeleton flash).
    { query: { placeholderData: keepPreviousData } },
  );
  // Withdrawing the last row of the last page, or a stale link, leaves it past the end.
  const moving = useStayInRange(query.data?.data, page, onPageChange, query.isPlaceholderData);
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: `Loading ${label.toLowerCase()}`, rows: 3 });
  const { data: offers } = query.data.data;
  if (moving) return <SkeletonList rows={3} label={`Loading ${label.toLowerCase()}`} />;
  if (offers.length === 0) return <>{empty}</>;
  return (
    <section aria-label={label} className="oo-list">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} branchId={branchId} headingLevel={headingLevel} />
      ))}
      <ListFooter
        page={query.data.data}
        current={page}
        size={OFFER_PAGE_SIZE}
        onPageChange={onPageChange}
        label={`${label} pages`}
        hideSinglePage
      />
    </section>
  );
}

export function NoOffers({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState
      icon="briefcase"
      title={title}
      description={description}
      action={action}
      // Its title takes the focus when the last offer is withdrawn (withdraw-offer).
      className="oo-no-offers"
    />
  );
}
