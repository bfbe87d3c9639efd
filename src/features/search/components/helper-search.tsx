import { Tag } from '@blueprintjs/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchHelperJobs } from '../api/endpoints';
import type {
  HelperBucket,
  HelperCompanyInvitation,
  HelperOutsourceOffer,
} from '@/platform/api/generated/model';
import { branchTimeZone, formatDate, formatTimeRange, quoted } from '@/platform/format';
import { href } from '@/platform/routing';
import { useDebouncedValue } from '@/platform/ui';
import { kindCount, SEARCH_DEBOUNCE_MS } from '../model/search-model';
import { SearchBox, SearchResult } from './search-box';

/**
 * GET helper/job-search's `search` is at most 100 characters (contract): longer text is
 * refused with a 422, so the box takes no more (a paste is cut there) instead of failing.
 */
export const HELPER_SEARCH_MAX_LENGTH = 100;
import { ResultSection, SearchStates } from './search-states';

/** What a cut list of the helper's jobs says to narrow it (QA helper-98). */
const NARROW = 'Type more of the order number, company or city to narrow it.';

/** The helper's bucket names (waiting is titled Rejected, spec section 2). */
const BUCKET_LABEL: Record<
  HelperBucket,
  { label: string; intent: 'primary' | 'success' | 'warning' | 'none' }
> = {
  new: { label: 'New', intent: 'primary' },
  accepted: { label: 'Accepted', intent: 'success' },
  waiting: { label: 'Rejected', intent: 'warning' },
  cancelled: { label: 'Cancelled', intent: 'none' },
};

/**
 * The helper header's search box (spec section 2): the helper's own jobs, company
 * invitations and outsourcing offers of every bucket, by order number, company, branch or
 * city; a result opens its Order details.
 */
export function HelperSearch({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useSearchHelperJobs(
    { search: term },
    { query: { enabled: open, staleTime: 0, placeholderData: keepPreviousData } },
  );
  const invitations = query.data?.data.invitations ?? [];
  const offers = query.data?.data.offers ?? [];
  const invitationCount = kindCount(
    invitations.length,
    query.data?.data.invitations_total,
    'company invitation',
  );
  const offerCount = kindCount(offers.length, query.data?.data.offers_total, 'outsourcing offer');
  return (
    <SearchBox
      label="Search your jobs"
      maxLength={HELPER_SEARCH_MAX_LENGTH}
      variant={variant}
      open={open}
      onOpenChange={setOpen}
      text={text}
      onTextChange={setText}
      busy={text.trim() !== term || query.isFetching}
    >
      <SearchStates
        query={query}
        empty={invitations.length + offers.length === 0}
        said={`${invitationCount.said} and ${offerCount.said} found`}
        emptyText={
          term
            ? `None of your jobs matches ${quoted(term)}. Try an order number, a company or a city.`
            : 'You have no jobs yet.'
        }
      >
        {invitations.length > 0 && (
          <ResultSection label="Company invitations" cut={invitationCount.cut} narrow={NARROW}>
            {invitations.map((job) => (
              <li key={job.id}>
                <JobResult job={job} to={href('helper-job-company-details', { id: job.id })} />
              </li>
            ))}
          </ResultSection>
        )}
        {offers.length > 0 && (
          <ResultSection label="Outsourcing offers" cut={offerCount.cut} narrow={NARROW}>
            {offers.map((job) => (
              <li key={job.id}>
                <JobResult job={job} to={href('helper-job-outsource-details', { id: job.id })} />
              </li>
            ))}
          </ResultSection>
        )}
      </SearchStates>
    </SearchBox>
  );
}

function JobResult({
  job,
  to,
}: {
  job: HelperCompanyInvitation | HelperOutsourceOffer;
  to: string;
}) {
  const bucket = BUCKET_LABEL[job.bucket];
  return (
    <SearchResult to={to}>
      <div className="app-search__item-main">
        <div className="app-search__item-title">
          <span>Order #{job.order.number}</span>
          <Tag minimal intent={bucket.intent}>
            {bucket.label}
          </Tag>
        </div>
        {/* Each part whole: on a phone the time goes to a line of its own, not cut. */}
        <div className="app-search__item-sub">
          <span className="app-search__part">
            {job.branch.company_name}, {job.branch.city}
          </span>{' '}
          ·{' '}
          <span className="app-search__part">
            {formatDate(job.order.start_at, branchTimeZone(job.branch))},{' '}
            {formatTimeRange(job.order.start_at, job.order.end_at, branchTimeZone(job.branch))}
          </span>
        </div>
      </div>
    </SearchResult>
  );
}
