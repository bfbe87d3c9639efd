import { AnchorButton } from '@blueprintjs/core';
import { Link, useSearch } from 'wouter';
import { href, parseRouteId, usePageOneWhenChanged, usePageParam } from '@/platform/routing';
import { BranchGate, useBranchList } from '@/platform/session';
import { NoOffers, OfferList } from '../components/offer-list';
import { OfferForm } from '../components/offer-form';
import './outsourcing.css';

const NO_BRANCHES =
  'Create a branch and its orders first; then you can offer them to other movers here.';

/*
 * The two outsourcing routes (spec section 2 names both "Outsourcing"; the sidebar's "Find AI"
 * opens this one, described as "create offer"):
 * - /company/outsourcing (this page) is where an offer is made: the form, with the branch's
 *   open offers beside it so the dispatcher sees what is already out.
 * - /company/job/outsourcing (job-outsourcing-page) is the jobs-area view: every offer of
 *   the branch by status, with "New offer" leading here.
 * `?order=<id>` preselects an order, so a job card can link straight to its offer.
 */
export function FindAiPage() {
  // Another branch's offers start again from page 1.
  const { actionBranchId } = useBranchList();
  const [, setPage] = usePageParam();
  usePageOneWhenChanged(actionBranchId, setPage);
  const search = useSearch();
  const preselect =
    parseRouteId(new URLSearchParams(search).get('order') ?? undefined) ?? undefined;
  return (
    <BranchGate noBranches={NO_BRANCHES}>
      {(branchId) => <FindAi key={branchId} branchId={branchId} preselect={preselect} />}
    </BranchGate>
  );
}

function FindAi({ branchId, preselect }: { branchId: number; preselect?: number }) {
  const [page, setPage] = usePageParam();
  return (
    <div className="oo-find-ai">
      <section className="app-card oo-panel" aria-labelledby="oo-new-offer">
        <h2 id="oo-new-offer" className="oo-panel__title">
          Offer an order
        </h2>
        <p className="app-muted oo-panel__lead">
          Short of hands? Offer an order to marketplace helpers and other movers; you choose who
          joins the crew.
        </p>
        <OfferForm branchId={branchId} preselectOrderId={preselect} />
      </section>
      <div className="oo-side">
        <div className="oo-side__head">
          <h2 id="oo-open-offers" className="oo-panel__title">
            Open offers
          </h2>
          <Link href={href('company-job-outsourcing')} asChild>
            <AnchorButton role="link" variant="minimal" intent="primary" text="All offers" />
          </Link>
        </div>
        <OfferList
          branchId={branchId}
          status="open"
          page={page}
          onPageChange={setPage}
          label="Open offers"
          headingLevel={3}
          empty={
            <NoOffers
              title="No open offers"
              description="Offers you publish appear here while they take applications."
            />
          }
        />
      </div>
    </div>
  );
}
