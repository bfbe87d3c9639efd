import { Callout, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetSubscriptionQueryKey,
  useChangeSubscription,
  useGetSubscription,
  useListSubscriptionPlans,
} from '../api/endpoints';
import type { Subscription, SubscriptionPlan } from '@/platform/api/generated/model';
import { formatDate } from '@/platform/format';
import { externalNavigation, isSafeNavigationUrl } from '@/platform/routing';
import { selectIsManager } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { AppButton, ErrorState, SkeletonList, failedOutright, toast } from '@/platform/ui';
import { ChangePlanDialog } from '../components/change-plan-dialog';
import { CompanyCard } from '../components/company-card';
import { PlanFeatures } from '../components/plan-features';
import { changePlanText, planPrice, renewalText, STATUS_TAGS } from '../model/plan-text';
import './subscription.css';

export const READ_ONLY_TEXT =
  'Only the company owner can change the plan. Ask them if your team needs more.';

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { plan } = subscription;
  const status = STATUS_TAGS[subscription.status];
  return (
    <section className="app-card sub-current" aria-labelledby="sub-current-title">
      <span className="app-muted sub-eyebrow">Current plan</span>
      <div className="sub-current__head">
        <h2 id="sub-current-title" className="sub-current__name">
          {plan.name}
        </h2>
        <Tag intent={status.intent} round>
          {status.label}
        </Tag>
      </div>
      <p className="sub-current__price">{planPrice(plan)}</p>
      <dl className="sub-facts">
        <div>
          <dt>Renewal</dt>
          <dd>{renewalText(subscription)}</dd>
        </div>
        <div>
          <dt>Since</dt>
          <dd>{formatDate(subscription.started_at)}</dd>
        </div>
      </dl>
      {subscription.cancel_at_period_end && subscription.status !== 'cancelled' && (
        <Callout intent="warning" compact className="sub-callout">
          This plan is cancelled and stays active until the end of the period.
        </Callout>
      )}
      {subscription.status === 'past_due' && (
        <Callout intent="warning" compact className="sub-callout">
          The last payment did not go through. The plan stays active while it is retried.
        </Callout>
      )}
      <h3 className="sub-subtitle">What it includes</h3>
      <PlanFeatures plan={plan} label={`${plan.name} includes`} />
    </section>
  );
}

function PlanCard({
  plan,
  current,
  canChange,
  onChoose,
}: {
  plan: SubscriptionPlan;
  current: SubscriptionPlan;
  canChange: boolean;
  onChoose: () => void;
}) {
  const isCurrent = plan.id === current.id;
  const headingId = `sub-plan-${plan.id}`;
  return (
    <li
      className={`app-card sub-plan${isCurrent ? ' is-current' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="sub-plan__head">
        <h3 id={headingId} className="sub-plan__name">
          {plan.name}
        </h3>
        {isCurrent && (
          <Tag minimal intent="primary" round>
            Current plan
          </Tag>
        )}
      </div>
      <p className="sub-plan__price">{planPrice(plan)}</p>
      <PlanFeatures plan={plan} label={`${plan.name} includes`} />
      {/* Holds the button's place, so the cards' limits line up. */}
      {canChange && isCurrent && <p className="sub-plan__action sub-plan__here">Your plan</p>}
      {canChange && !isCurrent && (
        <AppButton
          className="sub-plan__action"
          intent={plan.price > current.price ? 'primary' : 'none'}
          variant={plan.price > current.price ? 'solid' : 'outlined'}
          text={changePlanText(current, plan)}
          onClick={onChoose}
        />
      )}
    </li>
  );
}

/**
 * The caller's subscription and the plans to switch to. Audience-agnostic: the API answers
 * with the company's subscription and company plans for company users, the helper's own for
 * helpers. Managers see it read-only (the API refuses them a change).
 */
export function SubscriptionView() {
  const queryClient = useQueryClient();
  const isManager = useAppSelector(selectIsManager);
  const canChange = !isManager;
  const subscription = useGetSubscription();
  const plans = useListSubscriptionPlans();
  const change = useChangeSubscription();
  const [choosing, setChoosing] = useState<SubscriptionPlan | null>(null);
  const [refusedCheckout, setRefusedCheckout] = useState(false);

  if (failedOutright(subscription) || failedOutright(plans)) {
    const failed = failedOutright(subscription) ? subscription : plans;
    return (
      <ErrorState
        error={failed.error}
        message={failed.error?.message ?? 'The plans could not be loaded.'}
        onRetry={() => {
          if (subscription.isError) void subscription.refetch();
          if (plans.isError) void plans.refetch();
        }}
      />
    );
  }
  if (subscription.data === undefined || plans.data === undefined) {
    return <SkeletonList rows={3} label="Loading your subscription" />;
  }
  const current = subscription.data.data;

  // Returns the request, so the dialog's button is guarded while it runs: a double click asks
  // for one change, not two (review 53 H3; a change may send the person to a checkout).
  const confirm = async (plan: SubscriptionPlan) => {
    const response = await change.mutateAsync({ data: { plan_id: plan.id } });
    setChoosing(null);
    const next = response.data;
    if (next.checkout_url) {
      // Payment first: the plan changes once it is paid. Only a safe address is opened.
      if (isSafeNavigationUrl(next.checkout_url)) {
        toast.info('Taking you to the checkout to finish the change');
        externalNavigation.assign(next.checkout_url);
      } else {
        setRefusedCheckout(true);
      }
      return;
    }
    queryClient.setQueryData(getGetSubscriptionQueryKey(), response);
    toast.success(`You are now on the ${next.plan.name} plan`);
  };

  return (
    <div className="sub-page">
      <CurrentPlan subscription={current} />
      {refusedCheckout && (
        <Callout intent="danger" role="alert" className="sub-callout">
          The payment page could not be opened: the address it came with is not secure. Your plan
          has not changed; please try again later or contact support.
        </Callout>
      )}
      <section aria-labelledby="sub-plans-title">
        <h2 id="sub-plans-title" className="sub-section-title">
          {canChange ? 'Change plan' : 'Plans'}
        </h2>
        {!canChange && (
          <Callout intent="primary" icon="lock" compact className="sub-callout">
            {READ_ONLY_TEXT}
          </Callout>
        )}
        <ul className="sub-plans" aria-label="Plans">
          {plans.data.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={current.plan}
              canChange={canChange}
              onChoose={() => setChoosing(plan)}
            />
          ))}
        </ul>
      </section>
      {choosing && (
        <ChangePlanDialog
          from={current.plan}
          to={choosing}
          usage={current.usage}
          loading={change.isPending}
          onConfirm={() => confirm(choosing)}
          onClose={() => setChoosing(null)}
        />
      )}
    </div>
  );
}

/**
 * /company/settings/subscription (Subscription): the company's name and plan. Browser
 * notifications have a page of their own (/company/settings/notifications, QA 57a L5).
 */
export function CompanySubscriptionPage() {
  // One column, so the company's card lines up with the plan's (review L12).
  return (
    <div className="sub-page">
      <CompanyCard />
      <SubscriptionView />
    </div>
  );
}
