import type { AppRouteDef } from '@/platform/routing';

/** Outsourcing (5/10): offering orders to other companies, and their applications. */
export const outsourcingRoutes: AppRouteDef[] = [];
