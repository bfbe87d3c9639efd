import { Icon } from '@blueprintjs/core';
import type { SubscriptionPlan } from '@/platform/api/generated/model';
import { planLimits } from '../model/plan-text';

/** What a plan includes: its features with ticks, then its limits (company plans). */
export function PlanFeatures({ plan, label }: { plan: SubscriptionPlan; label: string }) {
  const limits = planLimits(plan);
  return (
    <>
      <ul className="sub-features" aria-label={label}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon icon="tick" size={14} className="sub-features__tick" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {limits.length > 0 && (
        <dl className="sub-limits">
          {limits.map((limit) => (
            <div key={limit.label}>
              <dt>{limit.label}</dt>
              <dd>{limit.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
