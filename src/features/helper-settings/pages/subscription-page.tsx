import { Link } from 'wouter';
import { SubscriptionView } from '@/features/subscription';
import { href } from '@/platform/routing';
import { selectIsHelper } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/**
 * /helper/settings/subscription: the subscription feature's audience-agnostic view (the API
 * answers with the helper's own subscription and the helper plans). A manager in Helper view
 * has no helper plan: the API answers a company user with the company's, which this page
 * showed as if it were hers, owner-only wording and all (QA 2026-12-04, M2). She is told
 * whose plan covers her and where to see it.
 */
export function SubscriptionPage() {
  const isHelper = useAppSelector(selectIsHelper);
  return (
    <SettingsLayout>
      {isHelper ? (
        <SubscriptionView />
      ) : (
        <SettingsCard
          id="subscription-manager"
          title="Subscription"
          description="Helper plans are for helpers' own accounts. Yours is a manager's account of your company's team, so your company's plan covers you; the company owner chooses it."
        >
          <Link href={href('company-settings-subscription')}>See your company's plan</Link>
        </SettingsCard>
      )}
    </SettingsLayout>
  );
}
