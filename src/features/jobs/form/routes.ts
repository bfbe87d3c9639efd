import type { AppRouteDef } from '@/platform/routing';

/** The form pages of the jobs feature (5/10); each page is a lazy chunk under ../pages/. */
export const formRoutes: AppRouteDef[] = [];
