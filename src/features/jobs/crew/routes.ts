import type { AppRouteDef } from '@/platform/routing';

/** The crew pages of the jobs feature (5/10); each page is a lazy chunk under ../pages/. */
export const crewRoutes: AppRouteDef[] = [];
