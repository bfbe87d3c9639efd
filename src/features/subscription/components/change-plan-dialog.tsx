import { Button, Callout } from '@blueprintjs/core';
import type { SubscriptionPlan } from '@/platform/api/generated/model';
import { Modal } from '@/platform/ui';
import { limitWarnings, planPrice, type SubscriptionUsage } from '../model/plan-text';

/** Confirms a plan change, naming both plans and their prices, and what the change means. */
export function ChangePlanDialog({
  from,
  to,
  usage,
  loading,
  onConfirm,
  onClose,
}: {
  from: SubscriptionPlan;
  to: SubscriptionPlan;
  usage?: SubscriptionUsage;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const warnings = limitWarnings(to, usage);
  return (
    <Modal
      isOpen
      title="Change plan"
      size="x-small"
      onClose={onClose}
      actions={
        <Button
          intent="primary"
          text={`Switch to ${to.name}`}
          loading={loading}
          onClick={onConfirm}
        />
      }
    >
      <p>
        Switch from <strong>{from.name}</strong> ({planPrice(from)}) to <strong>{to.name}</strong> (
        {planPrice(to)})?
      </p>
      <p className="app-muted">
        {to.price > 0
          ? 'The new plan starts now. If a payment is needed, you go to a secure checkout page to finish.'
          : 'The new plan starts now and nothing more is charged.'}
      </p>
      {warnings.length > 0 && (
        <Callout intent="warning" compact>
          {warnings.join(' ')}
        </Callout>
      )}
    </Modal>
  );
}
