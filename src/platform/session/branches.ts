import { useGetCompanyBranch, useListCompanyBranches } from './api/endpoints';
import { branchTimeZone } from '@/platform/format';
import type { BranchListResponse } from '@/platform/api/generated/model';
import { useAppDispatch, useAppSelector } from '@/platform/store/hooks';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/platform/ui/toaster';
import {
  branchesReloadRequested,
  branchSwitchRequested,
  selectActiveBranchId,
} from './active-branch.slice';
import { selectIsHelper, selectIsLoggedIn } from './session.slice';

export type BranchList = {
  branches: BranchListResponse['data'];
  /** loading until the first answer; error only while no list is held. */
  status: 'loading' | 'error' | 'ready';
  hasBranches: boolean;
  /** The list is in and empty: the company has no branch (not just none known yet). */
  noBranches: boolean;
  /**
   * The branch pages are offered (sidebar, drawer, menus): the company has branches, or its
   * list could not be loaded, where they say so with a Try again (review 54: a failed list
   * hid them all and the Branch page told an owner of three branches to add a first one).
   */
  offersBranchPages: boolean;
  /** The branch used for actions: the active one, else the first (spec section 4). */
  actionBranchId: number;
  /** The active branch (0 until one is activated). */
  activeId: number;
  /** Loads the branches again and activates one (after a failure). */
  retry: () => void;
};

/**
 * The company's branches, as the branch saga loaded them (same query). Helpers load none.
 * Shared by the layouts and the features that depend on having a branch.
 */
export function useBranchList(): BranchList {
  const dispatch = useAppDispatch();
  const isHelper = useAppSelector(selectIsHelper);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const activeId = useAppSelector(selectActiveBranchId);
  // No retry on mount: after a failure the saga reloads (retry), so it also activates one.
  const query = useListCompanyBranches({
    query: { enabled: loggedIn && !isHelper, retryOnMount: false },
  });
  const branches = query.data?.data ?? [];
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    branches,
    status,
    hasBranches: branches.length > 0,
    noBranches: status === 'ready' && branches.length === 0,
    offersBranchPages: branches.length > 0 || status === 'error',
    actionBranchId: activeId || (branches[0]?.id ?? 0),
    activeId,
    retry: () => dispatch(branchesReloadRequested()),
  };
}

/** The active branch's full details. */
export function useActiveBranch() {
  const id = useAppSelector(selectActiveBranchId);
  const query = useGetCompanyBranch(id, { query: { enabled: id > 0 } });
  return query.data?.data ?? null;
}

/**
 * The IANA zone a company's job times are shown, taken and compared in (4/8): the zone of
 * `branchId` (the job's branch), else of the active branch.
 */
export function useBranchTimeZone(branchId?: number | null): string {
  const { branches, actionBranchId } = useBranchList();
  const id = branchId || actionBranchId;
  return branchTimeZone(branches.find((b) => b.id === id) ?? null);
}

/** What the person is told when a link made another branch active (`why`: whose link it is). */
export const activatedText = (why: string) => `${why}: it is your active branch now.`;

/**
 * Makes a branch the active one because an address named it (a shared link, a bookmark), and
 * says why: the one way a page's link switches branches (a job's page, the dispatch board's
 * and the calendar's `?branch=`).
 */
export function useSwitchForLink() {
  const dispatch = useAppDispatch();
  return useCallback(
    (branchId: number, text: string) => {
      dispatch(branchSwitchRequested(branchId));
      toast.info(activatedText(text));
    },
    [dispatch],
  );
}

/** A record's page that gives way when the active branch is switched away from its branch. */
export type RecordPage = {
  /** The page as the text names it: 'Edit member', 'its crew page'. */
  page: string;
  /** Where it goes instead: the list of its kind, which then shows the branch switched to. */
  to: string;
  /** A form: what was typed in it is kept (useFormDraft) and offered when it is opened again. */
  form?: boolean;
};

/** What the person is told when a record's page gave way to a branch switched to by hand. */
export function leftText(
  of: string,
  { page, form }: Pick<RecordPage, 'page' | 'form'>,
  switchedTo: string,
) {
  const kept = form ? ' Anything you typed in it is kept for when you open it again.' : '';
  return `${of}: ${page} closed as you switched to ${switchedTo}.${kept}`;
}

/**
 * A record's page (a job's, a member's) and the active branch (QA-171 #1):
 *  - a record of another of the company's branches opened by its address (a shared link, a
 *    bookmark) makes that branch the active one, once per page: the header, the menus and the
 *    lists around it are then its, and the person is told (QA helper-138: a Dallas job opened
 *    under Austin's name). A branch the person cannot open is not in their list: the page says
 *    "Not yours to open" itself;
 *  - once its branch is the active one, a switch to another (the avatar menu, the drawer)
 *    takes the page (`leave`) to its list, which then shows the branch switched to, and says
 *    why: the record cannot follow, and a form saved under the other branch's name returned to
 *    a list without it. A form's typing is kept as it goes (useFormDraft). Its branch deleted
 *    or taken away is not a switch: the page says what became of the record (QA 137 H1).
 */
export function useActivateBranchOf(
  branchId: number | undefined,
  what: string,
  leave?: RecordPage,
) {
  const switchForLink = useSwitchForLink();
  const [, navigate] = useLocation();
  const { branches, activeId } = useBranchList();
  const branch = branches.find((b) => b.id === branchId);
  const switchedTo = branches.find((b) => b.id === activeId);
  const leaving = useRef(leave);
  leaving.current = leave;
  const done = useRef(false);
  /** Its branch has been the active one while the page showed it. */
  const home = useRef(false);
  useEffect(() => {
    if (!branch || !activeId) return;
    if (branch.id === activeId) {
      done.current = home.current = true;
      return;
    }
    if (home.current) {
      home.current = false;
      const away = leaving.current;
      if (!away || !switchedTo) return;
      toast.info(leftText(`${what} belongs to ${branch.name}`, away, switchedTo.name));
      navigate(away.to, { replace: true });
      return;
    }
    if (done.current) return;
    done.current = true;
    switchForLink(branch.id, `${what} belongs to ${branch.name}`);
  }, [branch, activeId, switchedTo, switchForLink, what, navigate]);
}
