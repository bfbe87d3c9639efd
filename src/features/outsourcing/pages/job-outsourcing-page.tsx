import { AnchorButton, SegmentedControl } from '@blueprintjs/core';
import { Link } from 'wouter';
import type { OutsourceOfferStatus } from '@/platform/api/generated/model';
import {
  href,
  usePageOneWhenChanged,
  usePageParam,
  useQueryParam,
  useQueryParams,
} from '@/platform/routing';
import { BranchGate, useBranchList } from '@/platform/session';
import { NoOffers, OfferList } from '../components/offer-list';
import { OFFER_STATUS } from '../model/statuses';
import './outsourcing.css';

const NO_BRANCHES =
  'Create a branch and its orders first; then you can offer them to other movers here.';

type Filter = OutsourceOfferStatus | 'all';
const FILTERS: Filter[] = ['all', 'open', 'filled', 'closed', 'cancelled'];
const filterLabel = (f: Filter) => (f === 'all' ? 'All' : OFFER_STATUS[f].label);
/** The status in the URL, if it is one of the filters; else All. */
const parseFilter = (value: string | null): Filter =>
  FILTERS.find((f) => f !== 'all' && f === value) ?? 'all';
const formatFilter = (f: Filter) => (f === 'all' ? null : f);

/**
 * /company/job/outsourcing: the jobs-area view of the branch's offers by status, with
 * "New offer" leading to /company/outsourcing where offers are made (see find-ai-page).
 */
export function JobOutsourcingPage() {
  // Another branch's offers start again from page 1 (its filter stays).
  const { actionBranchId } = useBranchList();
  const [, setPage] = usePageParam();
  usePageOneWhenChanged(actionBranchId, setPage);
  return (
    <BranchGate noBranches={NO_BRANCHES}>
      {(branchId) => <BranchOffers key={branchId} branchId={branchId} />}
    </BranchGate>
  );
}

function BranchOffers({ branchId }: { branchId: number }) {
  // The filter is in the URL (`?status=filled`), as the page is: reload and Back keep both.
  const { refine } = useQueryParams();
  const filter = useQueryParam('status', parseFilter, formatFilter);
  const [page, setPage] = usePageParam();
  const newOffer = (
    <Link href={href('company-outsourcing')} asChild>
      <AnchorButton role="link" intent="primary" icon="add" text="New offer" />
    </Link>
  );
  return (
    <>
      <div className="oo-toolbar">
        <SegmentedControl
          aria-label="Offer status"
          size="small"
          value={filter}
          options={FILTERS.map((f) => ({ label: filterLabel(f), value: f }))}
          // Another filter starts again from page 1.
          onValueChange={(value) =>
            refine({ status: formatFilter(parseFilter(value)), page: null })
          }
        />
        {newOffer}
      </div>
      <OfferList
        branchId={branchId}
        status={filter === 'all' ? undefined : filter}
        page={page}
        onPageChange={setPage}
        label="Offers"
        empty={
          filter === 'all' ? (
            <NoOffers
              title="No offers yet"
              description="When your crew is short, offer an order to marketplace helpers and other movers."
              action={newOffer}
            />
          ) : (
            <NoOffers
              title={`No ${filterLabel(filter).toLowerCase()} offers`}
              description="Choose another status, or All, to see the rest of your offers."
            />
          )
        }
      />
    </>
  );
}
