import { lazy } from 'react';
import { lazyComponent, type AppRouteDef } from '@/platform/routing';

const page = () => import('./pages/subscription-page');

/**
 * The subscription view without a route, for other areas to mount (the helper settings'
 * subscription page, 8/10): the API answers for whoever is signed in.
 */
export const SubscriptionView = lazy(() => page().then((m) => ({ default: m.SubscriptionView })));

export { PlanLimitNotice, usePlanRoomText } from './components/plan-limit-notice';

/** /company/settings/subscription (6/10). */
export const subscriptionRoutes: AppRouteDef[] = [
  {
    name: 'company-settings-subscription',
    title: 'Subscription',
    component: lazyComponent(() => page().then((m) => m.CompanySubscriptionPage)),
  },
];
