import type { ReactNode } from 'react';
import { useGetHelperProfile } from '../api/endpoints';
import type { HelperProfile } from '@/platform/api/generated/model';
import { ErrorState, SkeletonList } from '@/platform/ui';

/** Loads GET helper-profile once for a settings page; its forms start from what it holds. */
export function ProfileGate({
  label,
  children,
}: {
  label: string;
  children: (profile: HelperProfile) => ReactNode;
}) {
  const query = useGetHelperProfile();
  if (query.isPending) return <SkeletonList rows={3} label={label} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data.data)}</>;
}
