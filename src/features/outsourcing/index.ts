import { lazyComponent, type AppRouteDef } from '@/platform/routing';

/** Outsourcing (5/10): offering orders to other companies, and their applications. */
export const outsourcingRoutes: AppRouteDef[] = [
  {
    name: 'company-outsourcing',
    title: 'Outsourcing',
    component: lazyComponent(() => import('./pages/find-ai-page').then((m) => m.FindAiPage)),
  },
  {
    name: 'company-job-outsourcing',
    title: 'Outsourcing',
    component: lazyComponent(() =>
      import('./pages/job-outsourcing-page').then((m) => m.JobOutsourcingPage),
    ),
  },
  {
    name: 'company-outsourcing-offer-applications',
    title: 'Offer applications',
    back: true,
    component: lazyComponent(() =>
      import('./pages/offer-applications-page').then((m) => m.OfferApplicationsPage),
    ),
  },
];

/**
 * A branch's live offers, and an order's (the crew page and the job cards link to it), and
 * whether one stands in the way of a new offer.
 */
export { blocksNewOffer, useLiveOfferOf, useLiveOffers } from './api/live-offers';

/** The way to the marketplace for an order's open spots (the crew page's, and the filled offer's). */
export { OfferToMarketplace } from './components/offer-to-marketplace';
