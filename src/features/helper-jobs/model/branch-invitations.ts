import type { HelperBucket } from '@/platform/api/generated/model';

/** The screen's title, in the route table, the Job page and the navigation badge. */
export const BRANCH_INVITATIONS_TITLE = 'Branch invitations';

/** Branch invitation cards a page (the contract's default page size). */
export const BRANCH_PER_PAGE = 5;

/** What each bucket holds, for its empty state. */
export const BRANCH_EMPTY: Record<HelperBucket, string> = {
  new: 'No company is waiting for your answer. Invitations to join a branch appear here.',
  accepted: 'Branches you joined appear here.',
  waiting: 'Invitations you declined appear here.',
  cancelled: 'Invitations a company withdrew appear here.',
};

const BUCKET_KEYS: readonly HelperBucket[] = ['new', 'accepted', 'waiting', 'cancelled'];

/** `?bucket=` of the screen; New when absent or unknown. */
export function parseBranchBucket(value: string | null): HelperBucket {
  return BUCKET_KEYS.includes(value as HelperBucket) ? (value as HelperBucket) : 'new';
}

/** The bucket as the address holds it: New, the default, is left out. */
export const formatBranchBucket = (bucket: HelperBucket) => (bucket === 'new' ? null : bucket);

/** The list's params: page 1 of every bucket is also where the tab counts come from. */
export const branchListParams = (bucket: HelperBucket, page = 1) => ({
  bucket,
  page,
  per_page: BRANCH_PER_PAGE,
});
