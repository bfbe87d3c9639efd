import { keepPreviousData } from '@tanstack/react-query';
import { useGetOutsourceOffer, useListOutsourceOfferApplications } from '../api/endpoints';
import { SAID_BY_PAGE_META } from '@/platform/api/query-client';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import type { RoutePageProps } from '@/platform/routing';
import { EmptyState, NotFoundState, QueryError, SkeletonList, failedOutright } from '@/platform/ui';
import { ListFooter } from '@/platform/widgets';
import { ApplicationItem } from '../components/application-item';
import { BranchGate } from '@/platform/session';
import { OfferCard } from '../components/offer-card';
import { OrderOfferNote } from '../components/order-offer-note';
import './outsourcing.css';
import { href, parseRouteId, usePageParam, useStayInRange } from '@/platform/routing';

const NO_BRANCHES =
  'Create a branch and its orders first; then you can offer them to other movers here.';

const APPLICATIONS_PAGE_SIZE = 10;

const OFFER_NOT_FOUND = {
  icon: 'inbox',
  title: 'Offer not found',
  description: 'It may have been deleted.',
  away: { to: href('company-outsourcing'), text: 'Go to your offers' },
} as const;

/** /company/outsourcing/offer-applications/:id — the offer and its applications, pending first. */
export function OfferApplicationsPage({ params }: RoutePageProps) {
  const offerId = parseRouteId(params.id);
  if (offerId === null) {
    return <NotFoundState {...OFFER_NOT_FOUND} description="This link has no offer." />;
  }
  return (
    <BranchGate noBranches={NO_BRANCHES}>
      {(branchId) => <OfferApplications key={offerId} offerId={offerId} branchId={branchId} />}
    </BranchGate>
  );
}

function OfferApplications({ offerId, branchId }: { offerId: number; branchId: number }) {
  // Its 404 and 403 are said by the page, not toasted too (QA helper-138): a 404 "Offer not
  // found", a 403 (another branch's or company's) "Not yours to open" as every refused link
  // (QA helper-137 L2: it said "Offer not found" of an offer of her own company).
  const offer = useGetOutsourceOffer(offerId, { query: { meta: SAID_BY_PAGE_META } });
  if (failedOutright(offer)) return <QueryError query={offer} notFound={OFFER_NOT_FOUND} />;
  if (offer.data === undefined) return <SkeletonList rows={2} label="Loading the offer" />;

  const data = offer.data.data;
  return (
    <div className="oo-applications-page">
      <OfferCard offer={data} branchId={branchId} showApplicationsLink={false} />
      <OrderOfferNote offer={data} />
      <Applications offer={data} branchId={branchId} />
    </div>
  );
}

function Applications({ offer, branchId }: { offer: OutsourceOffer; branchId: number }) {
  const [page, setPage] = usePageParam();
  const query = useListOutsourceOfferApplications(
    offer.id,
    { page, per_page: APPLICATIONS_PAGE_SIZE },
    // Its 404 is the offer's (deleted with its order): the page says "Offer not found".
    { query: { placeholderData: keepPreviousData, meta: SAID_BY_PAGE_META } },
  );
  const moving = useStayInRange(query.data?.data, page, setPage, query.isPlaceholderData);
  let body;
  if (query.isPending || moving) body = <SkeletonList rows={3} label="Loading applications" />;
  else if (failedOutright(query) || !query.data) body = <QueryError query={query} />;
  else if (query.data.data.data.length === 0)
    body = (
      <EmptyState
        icon="inbox"
        title="No applications yet"
        description={
          offer.status === 'open'
            ? 'Helpers and movers who apply to this offer appear here; you get a notification for each.'
            : 'This offer no longer takes applications.'
        }
      />
    );
  else
    body = (
      <>
        <ul className="oo-application-list">
          {query.data.data.data.map((application) => (
            <ApplicationItem
              key={application.id}
              application={application}
              offer={offer}
              branchId={branchId}
            />
          ))}
        </ul>
        <ListFooter
          page={query.data.data}
          current={page}
          size={APPLICATIONS_PAGE_SIZE}
          onPageChange={setPage}
          label="Application pages"
          hideSinglePage
        />
      </>
    );
  return (
    <section className="app-card oo-panel" aria-labelledby="oo-applications">
      <h2 id="oo-applications" className="oo-panel__title">
        Applications
        {offer.pending_applications_count > 0 && (
          <span className="app-muted"> · {offer.pending_applications_count} pending</span>
        )}
      </h2>
      {body}
    </section>
  );
}
