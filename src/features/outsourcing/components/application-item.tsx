import { Tag } from '@blueprintjs/core';
import { useState } from 'react';
import {
  useAcceptOfferApplication,
  useCancelOfferApplication,
} from '@/platform/api/generated/endpoints/outsourcing/outsourcing';
import type { OfferApplication, OutsourceOffer } from '@/platform/api/generated/model';
import { formatHourlyRate, formatPositions, fullName } from '@/platform/format';
import { AppButton, Avatar, Modal, PositionIcon, RatingText, toast } from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { APPLICATION_STATUS, canAcceptApplication, canCancelApplication } from '../model/statuses';

/** What the applicant asks per hour: their proposal, else the offer's rate. */
export const askedRate = (application: OfferApplication, offer: OutsourceOffer) =>
  application.proposed_hourly_rate ?? offer.hourly_rate;

type Dialog = 'accept' | 'cancel' | null;

/** One application: who applied, what they ask, their message; accept or cancel it. */
export function ApplicationItem({
  application,
  offer,
  branchId,
}: {
  application: OfferApplication;
  offer: OutsourceOffer;
  branchId: number;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = useRefreshOutsourcing(branchId);
  const accept = useAcceptOfferApplication();
  const cancel = useCancelOfferApplication();
  const { helper } = application;
  const name = fullName(helper) || `Helper ${helper.id}`;
  const status = APPLICATION_STATUS[application.status];
  const proposed = application.proposed_hourly_rate !== null;
  const order = `order #${offer.order.number}`;
  // Code 4 has no icon: PositionIcon shows its label, so the text repeats only the others.
  const otherPositions = formatPositions(
    helper.positions[0] === 4 ? helper.positions.slice(1) : helper.positions,
  );

  const run = (action: 'accept' | 'cancel') => {
    const mutation = action === 'accept' ? accept : cancel;
    mutation.mutate(
      { id: application.id },
      {
        onSuccess: async () => {
          setDialog(null);
          toast.success(
            action === 'accept'
              ? `${name} joined the crew of ${order}`
              : `Application of ${name} cancelled`,
          );
          await refresh();
        },
      },
    );
  };

  return (
    <li className="oo-application" aria-label={`Application of ${name}`}>
      <Avatar src={helper.avatar_url} name={name} size={44} />
      <div className="oo-application__main">
        <div className="oo-application__head">
          <strong className="oo-application__name">{name}</strong>
          <PositionIcon positions={helper.positions} />
          {/* The icon's label already names every position for screen readers. */}
          {otherPositions && (
            <span aria-hidden className="app-muted oo-application__positions">
              {otherPositions}
            </span>
          )}
          <Tag minimal round intent={status.intent}>
            {status.label}
          </Tag>
        </div>
        <div className="oo-application__meta">
          <RatingText rating={helper.rating} />
          <span>
            {formatHourlyRate(askedRate(application, offer))}{' '}
            <span className="app-muted">{proposed ? '(proposed)' : '(your rate)'}</span>
          </span>
        </div>
        {application.message && <p className="oo-application__message">{application.message}</p>}
      </div>
      <div className="oo-application__actions">
        {canAcceptApplication(application.status, offer.status) && (
          <AppButton
            intent="primary"
            icon="tick"
            text="Accept"
            aria-label={`Accept ${name}`}
            onClick={() => setDialog('accept')}
          />
        )}
        {canCancelApplication(application.status, offer.status) && (
          <AppButton
            variant="minimal"
            intent="danger"
            icon="disable"
            text="Cancel"
            aria-label={`Cancel the application of ${name}`}
            onClick={() => setDialog('cancel')}
          />
        )}
      </div>
      <Modal
        isOpen={dialog === 'accept'}
        title="Accept application"
        size="x-small"
        onClose={() => setDialog(null)}
        actions={
          <AppButton
            intent="primary"
            text="Accept"
            loading={accept.isPending}
            onClick={() => run('accept')}
          />
        }
      >
        <p>
          Accept <strong>{name}</strong> for {order} at{' '}
          {formatHourlyRate(askedRate(application, offer))}?
        </p>
        <p className="app-muted">They join the order's crew at once.</p>
      </Modal>
      <Modal
        isOpen={dialog === 'cancel'}
        title="Cancel application"
        size="x-small"
        cancelLabel="Keep"
        onClose={() => setDialog(null)}
        actions={
          <AppButton
            intent="danger"
            text="Cancel application"
            loading={cancel.isPending}
            onClick={() => run('cancel')}
          />
        }
      >
        <p>
          Cancel the application of <strong>{name}</strong> to {order}?
        </p>
        {application.status === 'accepted' && (
          <p className="app-muted">They leave the crew of {order}.</p>
        )}
      </Modal>
    </li>
  );
}
