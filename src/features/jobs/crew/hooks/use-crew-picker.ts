import { useMemo, useState } from 'react';
import { TYPING_PAUSE_MS, useDebouncedValue } from '@/platform/ui';
import { useInvitableEmployees } from '../api/use-crew';
import type { PositionFilter } from '../model/invitation-state';

const NO_FILTER = {};

/**
 * The picker's filters (position, name) and what they find; `everyone` is the unfiltered
 * list best matches rank (the same query as the unfiltered picker).
 */
export function useCrewPicker(orderId: number) {
  const [position, setPosition] = useState<PositionFilter | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const params = useMemo(
    () => ({ ...(position ? { position } : {}), ...(term ? { search: term } : {}) }),
    [position, term],
  );
  const invitable = useInvitableEmployees(orderId, params);
  const everyone = useInvitableEmployees(orderId, NO_FILTER);
  const filtering = position !== null || term !== '';
  return { position, setPosition, search, setSearch, invitable, everyone, filtering };
}

export type CrewPicker = ReturnType<typeof useCrewPicker>;
