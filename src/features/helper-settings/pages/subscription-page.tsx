import { SubscriptionView } from '@/features/subscription';
import { SettingsLayout } from '../components/settings-layout';

/**
 * /helper/settings/subscription: the subscription feature's audience-agnostic view (the API
 * answers with the helper's own subscription and the helper plans).
 */
export function SubscriptionPage() {
  return (
    <SettingsLayout>
      <SubscriptionView />
    </SettingsLayout>
  );
}
