import { Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSubscriptionQueryKey,
  useChangeSubscription,
  useGetSubscription,
  useListSubscriptionPlans,
} from '@/platform/api/generated/endpoints/subscriptions/subscriptions';
import type { SubscriptionPlan } from '@/platform/api/generated/model';
import { formatDate, formatMoney } from '@/platform/format';
import { AppButton, ErrorState, SkeletonList, toast } from '@/platform/ui';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

const priceOf = (plan: SubscriptionPlan) =>
  plan.price === 0 ? 'Free' : `${formatMoney(plan.price)}/${plan.interval}`;

/**
 * /helper/settings/subscription. Kept small on purpose: the company subscription page is built
 * elsewhere (src/features/subscription); this one lists the helper plans and switches plan.
 */
function SubscriptionContent() {
  const plans = useListSubscriptionPlans();
  const current = useGetSubscription();
  const change = useChangeSubscription();
  const queryClient = useQueryClient();
  if (plans.isPending || current.isPending)
    return <SkeletonList rows={3} label="Loading your subscription" />;
  if (plans.isError || current.isError) {
    const failed = plans.isError ? plans : current;
    return (
      <ErrorState
        message={failed.error?.message ?? ''}
        onRetry={() => {
          void plans.refetch();
          void current.refetch();
        }}
      />
    );
  }
  const subscription = current.data.data;
  const choose = async (plan: SubscriptionPlan) => {
    const response = await change.mutateAsync({ data: { plan_id: plan.id } }).catch(() => null);
    if (!response) return; // toasted centrally
    if (response.data.checkout_url) {
      window.location.assign(response.data.checkout_url);
      return;
    }
    queryClient.setQueryData(getGetSubscriptionQueryKey(), response);
    toast.success(`You are now on ${response.data.plan.name}`);
  };
  return (
    <>
      <SettingsCard id="sub-current" title="Your plan">
        <p>
          <strong>{subscription.plan.name}</strong> — {priceOf(subscription.plan)}{' '}
          <Tag minimal intent={subscription.status === 'active' ? 'success' : 'warning'}>
            {subscription.status.replace('_', ' ')}
          </Tag>
        </p>
        {subscription.current_period_end && (
          <p className="app-muted">
            {subscription.cancel_at_period_end ? 'Ends' : 'Renews'} on{' '}
            {formatDate(subscription.current_period_end)}
          </p>
        )}
      </SettingsCard>
      <SettingsCard id="sub-plans" title="Plans">
        <div className="helper-settings__plans">
          {plans.data.data.map((plan) => {
            const isCurrent = plan.id === subscription.plan.id;
            return (
              <article
                key={plan.id}
                className="helper-settings__plan"
                data-current={isCurrent}
                aria-label={plan.name}
              >
                <strong>{plan.name}</strong>
                <span>{priceOf(plan)}</span>
                <ul>
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <AppButton
                  intent={isCurrent ? 'none' : 'primary'}
                  disabled={isCurrent || change.isPending}
                  loading={change.isPending && change.variables?.data.plan_id === plan.id}
                  text={isCurrent ? 'Current plan' : `Switch to ${plan.name}`}
                  onClick={() => void choose(plan)}
                />
              </article>
            );
          })}
        </div>
      </SettingsCard>
    </>
  );
}

export function SubscriptionPage() {
  return (
    <SettingsLayout>
      <SubscriptionContent />
    </SettingsLayout>
  );
}
