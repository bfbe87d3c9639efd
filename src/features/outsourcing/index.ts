import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

/** Outsourcing (5/10): offering orders to other companies, and their applications. */
export const outsourcingRoutes: AppRouteDef[] = [
  {
    name: 'company-outsourcing',
    title: 'Outsourcing',
    component: lazy(() => import('./pages/find-ai-page').then((m) => ({ default: m.FindAiPage }))),
  },
  {
    name: 'company-job-outsourcing',
    title: 'Outsourcing',
    component: lazy(() =>
      import('./pages/job-outsourcing-page').then((m) => ({ default: m.JobOutsourcingPage })),
    ),
  },
  {
    name: 'company-outsourcing-offer-applications',
    title: 'Offer applications',
    back: true,
    component: lazy(() =>
      import('./pages/offer-applications-page').then((m) => ({
        default: m.OfferApplicationsPage,
      })),
    ),
  },
];
