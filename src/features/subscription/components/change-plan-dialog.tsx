import { Callout } from '@blueprintjs/core';
import type { SubscriptionPlan, SubscriptionUsage } from '@/platform/api/generated/model';
import { AppButton, Modal } from '@/platform/ui';
import {
  changePlanText,
  changePlanVerb,
  limitWarnings,
  planPrice,
  shortfallConsequence,
} from '../model/plan-text';

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
  /** The company's usage (the API counts it); null for a helper. */
  usage: SubscriptionUsage | null;
  loading: boolean;
  /** The change's request: the button is guarded until it settles (one change per click). */
  onConfirm: () => Promise<unknown>;
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
        <AppButton
          intent="primary"
          text={changePlanText(from, to)}
          loading={loading}
          onClick={onConfirm}
        />
      }
    >
      <p>
        {changePlanVerb(from, to)} from <strong>{from.name}</strong> ({planPrice(from)}) to{' '}
        <strong>{to.name}</strong> ({planPrice(to)})?
      </p>
      <p className="app-muted">
        {to.price > 0
          ? 'The new plan starts now. If a payment is needed, you go to a secure checkout page to finish.'
          : 'The new plan starts now and nothing more is charged.'}
      </p>
      {warnings.length > 0 && (
        <Callout intent="warning" compact className="sub-shortfalls">
          <ul aria-label={`What ${to.name} does not cover`}>
            {warnings.map((warning) => (
              <li key={warning.cannot}>{warning.text}</li>
            ))}
          </ul>
          <p>{shortfallConsequence(to, warnings)}</p>
        </Callout>
      )}
    </Modal>
  );
}
