import { Tag } from '@blueprintjs/core';
import type { HelperOutsourceOffer, MyOfferApplication } from '@/platform/api/generated/model';
import { branchTimeZone, formatDate, formatHourlyRate } from '@/platform/format';
import { AppButton } from '@/platform/ui';
import { askedRate, MY_APPLICATION_STATUS } from '../model/apply-form';
import {
  endedWithOffer,
  offerEndedText,
  TAKEN_OFF_CREW,
  takenOffOfferCrew,
} from '../model/buckets';

const ENDED_WITH_IT = 'Your pending application ended with it.';

/**
 * The helper's application to the offer: its state, the rate she asked (hers or the
 * offer's) and her message (plain text). A pending one can be withdrawn.
 */
export function MyApplication({
  offer,
  application,
  onWithdraw,
}: {
  offer: HelperOutsourceOffer;
  application: MyOfferApplication;
  onWithdraw: () => void;
}) {
  // Taken off the crew after the company took her on: said as for an invitation (not "The
  // company cancelled your application.", which read as if she had never been on it).
  // Ended with the offer (withdrawn, closed) or its order: said as such, not as her application
  // cancelled by the company, which read as if she alone had been removed (QA-230 L2).
  const takenOff = takenOffOfferCrew(offer);
  const look = takenOff
    ? {
        label: TAKEN_OFF_CREW.label,
        intent: 'none' as const,
        text: TAKEN_OFF_CREW.offerText(offer.branch.company_name),
      }
    : endedWithOffer(offer)
      ? { ...MY_APPLICATION_STATUS.cancelled, text: `${offerEndedText(offer)} ${ENDED_WITH_IT}` }
      : MY_APPLICATION_STATUS[application.status];
  const rate = askedRate(application, offer.hourly_rate);
  const proposed = application.proposed_hourly_rate !== null;
  return (
    <section className="hj-application" aria-labelledby="hj-application-title">
      <div className="hj-application__head">
        <h3 id="hj-application-title" className="hj-application__title">
          Your application
        </h3>
        <Tag round intent={look.intent}>
          {look.label}
        </Tag>
        {/* On the branch's clocks, as every time of the page (QA helper-168 L2). */}
        <span className="app-muted">
          sent {formatDate(application.created_at, branchTimeZone(offer.branch))}
        </span>
      </div>
      <p className="hj-application__text">
        {application.status === 'accepted' && offer.order.cancelled_at
          ? 'You were on the crew of this order until it was cancelled.'
          : look.text}
      </p>
      <dl className="hj-facts hj-facts--details">
        <div>
          <dt>Your rate</dt>
          <dd>
            {formatHourlyRate(rate)}{' '}
            <span className="app-muted">
              {proposed
                ? `(you proposed; the offer pays ${formatHourlyRate(offer.hourly_rate)})`
                : '(the offer’s rate)'}
            </span>
          </dd>
        </div>
        <div>
          <dt>Your message</dt>
          <dd className="hj-application__message">
            {application.message ?? <span className="app-muted">No message</span>}
          </dd>
        </div>
      </dl>
      {application.status === 'pending' && (
        <div className="hj-details__actions">
          <AppButton
            intent="danger"
            variant="outlined"
            icon="disable"
            text="Withdraw application"
            onClick={onWithdraw}
          />
        </div>
      )}
    </section>
  );
}
