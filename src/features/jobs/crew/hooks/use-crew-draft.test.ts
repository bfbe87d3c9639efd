import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitable, marketplaceHelper } from '../model/crew-ranking.test-helpers';
import { useCrewDraft } from './use-crew-draft';

describe('useCrewDraft', () => {
  it('picks a person once: ticking another membership of hers replaces the first (QA helper-105)', () => {
    // A filter can list a helper at another branch than the unfiltered list did.
    const austin = marketplaceHelper({ employee_id: 1, user_id: 50, branch_id: 1 });
    const dallas = marketplaceHelper({ employee_id: 2, user_id: 50, branch_id: 2 });
    const staff = invitable({ employee_id: 3 });
    const { result } = renderHook(() => useCrewDraft([]));
    act(() => result.current.togglePick(austin));
    act(() => result.current.togglePick(staff));
    act(() => result.current.togglePick(dallas));
    expect([...result.current.picked.keys()]).toEqual([3, 2]);
    expect(result.current.additions).toHaveLength(2);
    // Unticking the membership picked leaves nobody of hers picked.
    act(() => result.current.togglePick(dallas));
    expect([...result.current.picked.keys()]).toEqual([3]);
  });
});
