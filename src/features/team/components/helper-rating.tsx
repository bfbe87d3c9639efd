import { NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { isNotFound } from '@/platform/api/api-error';
import type { RatingSummary } from '@/platform/api/generated/model';
import {
  Modal,
  RatingButton,
  RatingFigures,
  RatingText,
  failedOutright,
  queryPending,
} from '@/platform/ui';
import { ReviewList, helperReviewLine } from '@/platform/widgets';
import { useHelperReviews } from '../api/helper-reviews';
import './helper-rating.css';

/**
 * A helper's rating on the company side (Team cards, Find helpers, the crew page, the
 * applications to an offer): with reviews behind it and her account known, a button that
 * opens them (QA-171: the owner saw "★ 4.4 (9)" and could not read why); else the plain text
 * ("No ratings yet", or an employee's rating, who has no marketplace account).
 */
export function HelperRating({
  helperId,
  name,
  rating,
}: {
  /** Her user id: a marketplace helper's, none for a company's own employee. */
  helperId: number | null | undefined;
  name: string;
  rating: RatingSummary;
}) {
  const [open, setOpen] = useState(false);
  if (helperId == null) return <RatingText rating={rating} />;
  return (
    <>
      <RatingButton rating={rating} name={name} onClick={() => setOpen(true)} />
      {open && (
        <HelperReviewsDialog helperId={helperId} name={name} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** What the company side says of a helper whose account is gone (a 404 for her). */
export const HELPER_DELETED_TEXT = 'This helper has deleted their account.';

/** "Reviews of Maria Lopez": her figures, then the reviews as her own Your rating lists them. */
function HelperReviewsDialog(props: { helperId: number; name: string; onClose: () => void }) {
  return (
    <Modal
      isOpen
      title={`Reviews of ${props.name}`}
      size="average"
      cancelLabel="Done"
      onClose={props.onClose}
    >
      <HelperReviews helperId={props.helperId} name={props.name} />
    </Modal>
  );
}

function HelperReviews({ helperId, name }: { helperId: number; name: string }) {
  const query = useHelperReviews(helperId);
  // Her account is gone (deleted after the list that offered her reviews was read; contract:
  // her ratings go with it): what happened, not "Something went wrong" with a Try again that
  // can only fail again (QA 2026-12-07). Not NotFoundState: that names the page behind.
  if (isNotFound(query.error))
    return (
      <NonIdealState
        icon="disable"
        title={HELPER_DELETED_TEXT}
        description="Their reviews were deleted with it."
      />
    );
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: `Loading ${name}'s reviews`, rows: 3 });
  const rating = query.data.data;
  return (
    <div className="app-helper-reviews">
      <RatingFigures rating={rating} />
      <ReviewList
        reviews={rating.reviews.map(helperReviewLine)}
        total={rating.count}
        emptyText="Companies can review a helper after a job she worked on is completed."
      />
    </div>
  );
}
