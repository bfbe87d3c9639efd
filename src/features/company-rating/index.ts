import { lazyComponent, type AppRouteDef } from '@/platform/routing';

/** /company/settings/rating (7/8, beyond the spec): the company's rating by helpers. */
export const companyRatingRoutes: AppRouteDef[] = [
  {
    name: 'company-settings-rating',
    title: 'Company rating',
    component: lazyComponent(() =>
      import('./pages/company-rating-page').then((m) => m.CompanyRatingPage),
    ),
  },
];
