import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useBranchList, useSwitchForLink } from './branches';

/** The query key naming the branch a page shows (`/company/dispatch?date=2026-12-08&branch=3`). */
export const BRANCH_KEY = 'branch';

/** The branch an address names, if it names one (`?branch=abc` names none). */
export function branchInSearch(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get(BRANCH_KEY);
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** `search` naming `branchId`, its other keys kept: '?date=2026-12-08&branch=3'. */
export function withBranch(search: string | URLSearchParams, branchId: number): string {
  const params = new URLSearchParams(search);
  params.set(BRANCH_KEY, String(branchId));
  return `?${params.toString()}`;
}

/** `search` without the branch key (a link to the active branch's page). */
export function withoutBranch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(BRANCH_KEY);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

export type BranchInAddress = 'ready' | 'switching' | 'refused';

/**
 * A branch's day or month (dispatch board, calendar) keeps its branch in its address, so a
 * copied link shows the same branch to a colleague whose active branch is another (QA 136 L4):
 *  - opened with another of the person's branches (`?branch=`), that branch becomes the active
 *    one, once, and the person is told ("This link is for … : it is your active branch now.";
 *    "This page is for …" when Back or Forward brought the address there);
 *  - one not in their list (another company's, one they do not manage): 'refused', the page
 *    says "Not yours to open", the address kept;
 *  - no branch named, or the active branch changed (the switcher, a branch deleted): the
 *    address names the active one, replaced (no history step).
 * 'switching' while the named branch is being made active: the page shows neither branch yet;
 * 'ready' too until the branches are in (the gate says they load, or that there are none).
 */
export function useBranchInAddress(): BranchInAddress {
  const [params, setParams] = useSearchParams();
  const { branches, activeId, status } = useBranchList();
  const switchForLink = useSwitchForLink();
  const asked = branchInSearch(params);
  const named = asked === null ? undefined : branches.find((b) => b.id === asked);
  const ready = status === 'ready' && activeId > 0;
  /** The address's branch and the active one as last seen: which of them moved. */
  const seen = useRef<{ asked: number | null; active: number } | null>(null);
  /** The branch this page's link asked to make active, until it is. */
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!ready) return;
    const before = seen.current;
    seen.current = { asked, active: activeId };
    if (asked === activeId) {
      pending.current = null;
      return;
    }
    if (pending.current !== null && pending.current === asked) return; // on its way
    const addressMoved = before === null || before.asked !== asked;
    if (asked !== null && addressMoved) {
      if (!named) return; // refused: the page says so
      pending.current = named.id;
      // A link opened, or Back and Forward between this page's addresses (no link followed:
      // QA helper-157), each said as what it is.
      const what = before === null ? 'This link is' : 'This page is';
      switchForLink(named.id, `${what} for ${named.name}`);
      return;
    }
    if (asked === null || before?.active !== activeId)
      setParams((prev) => withBranch(prev, activeId), { replace: true });
  }, [ready, asked, activeId, named, switchForLink, setParams]);

  if (!ready) return 'ready'; // the gate's own states: loading, no branches, an error
  if (asked === null || asked === activeId) return 'ready';
  // The address names another branch: one it has just brought (or is making active), or the
  // one the active branch left (the switcher), whose address is about to follow it.
  const before = seen.current;
  const leftBehind = before !== null && before.asked === asked && before.active !== activeId;
  if (leftBehind) return 'ready';
  return named ? 'switching' : 'refused';
}
