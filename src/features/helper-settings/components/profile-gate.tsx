import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useGetHelperProfile } from '../api/endpoints';
import type { HelperProfile } from '@/platform/api/generated/model';
import { failedOutright, queryPending } from '@/platform/ui';

/**
 * Shows a settings card's form once its read has answered: a skeleton while it loads, the
 * error with a retry when it fails (a failure is never silent), then the form, which starts
 * from what the read holds.
 */
export function QueryGate<T>({
  query,
  label,
  rows = 3,
  children,
}: {
  query: UseQueryResult<{ data: T }, Error | null>;
  label: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label, rows });
  return <>{children(query.data.data)}</>;
}

/** Loads GET helper-profile once for a settings page; its forms start from what it holds. */
export function ProfileGate({
  label,
  children,
}: {
  label: string;
  children: (profile: HelperProfile) => ReactNode;
}) {
  const query = useGetHelperProfile();
  return (
    <QueryGate query={query} label={label}>
      {children}
    </QueryGate>
  );
}
