import { InputGroup, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import type { HelperSearchResult } from '@/platform/api/generated/model';
import { isNotFound } from '@/platform/api/api-error';
import { formatCity, helperName, quoted, RATE_LABEL } from '@/platform/format';
import { servesText, YOUR_AREA } from '@/platform/orders';
import {
  AppButton,
  EmptyState,
  Modal,
  queryPending,
  toast,
  TYPING_PAUSE_MS,
  useDebouncedValue,
  useFocusWhenShown,
} from '@/platform/ui';
import { RosterActions, RosterMark } from '@/platform/roster';
import { PlanLimitNotice, usePlanRoomText } from '@/features/subscription';
import { ListFooter, PersonLine } from '@/platform/widgets';
import { TEAM_PAGE_SIZE, useHelperSearch } from '../api/team-api';
import { useInviteHelper } from '../api/use-invitation-actions';
import { HELPER_DELETED_TEXT, HelperRating } from './helper-rating';

/**
 * What a result is to this branch: a member, invited (pending), someone to invite, or gone
 * (she deleted her account after the list was read: her invitation answered 404).
 */
function Relation({
  helper,
  gone,
  inviting,
  onInvite,
}: {
  helper: HelperSearchResult;
  gone: boolean;
  inviting: boolean;
  onInvite: (helper: HelperSearchResult) => Promise<void>;
}) {
  // The focus follows an invitation from its button to the status that replaces it, so the
  // keyboard stays in the dialog (on the body, its first Escape only brought it back).
  const status = useRef<HTMLSpanElement>(null);
  const focusWhenShown = useFocusWhenShown();
  if (gone)
    return (
      <span ref={status} tabIndex={-1}>
        <Tag round minimal>
          {HELPER_DELETED_TEXT}
        </Tag>
      </span>
    );
  if (helper.employee_id !== null)
    return (
      <Tag round minimal intent="success">
        Already a member
      </Tag>
    );
  if (helper.branch_invitation?.status === 'pending')
    return (
      <span ref={status} tabIndex={-1}>
        <Tag round minimal intent="warning">
          Invitation pending
        </Tag>
      </span>
    );
  return (
    <AppButton
      size="small"
      intent="primary"
      text="Invite"
      loading={inviting}
      aria-label={`Invite ${helperName(helper, helper.id)}`}
      onClick={async () => {
        // Resolved: to "Invitation pending", or to what says she is gone. Another failure
        // rejects, and the button stays with the focus.
        await onInvite(helper);
        focusWhenShown(status);
      }}
    />
  );
}

/** How the results come (the server's order): who serves the branch's area first. */
const ORDER_TEXT = `${YOUR_AREA} first, then best rated`;

/** An earlier answer, so nobody is invited again blind: 'Declined an earlier invitation'. */
function history(helper: HelperSearchResult): string | null {
  const last = helper.branch_invitation;
  if (!last || last.status === 'pending' || helper.employee_id !== null) return null;
  if (last.status === 'rejected') return 'Declined an earlier invitation';
  if (last.status === 'cancelled') return 'An earlier invitation was cancelled';
  return null;
}

/**
 * Find helpers: marketplace helpers matching a name, email or phone (those who serve the
 * branch's area first, "Serves your area", then best rated; all of them while nothing is
 * typed), each with their relation to the branch and an Invite button.
 * It stays open after an invitation, so several can be invited in a row. Each can be made a
 * favourite or blocked (7/8); a blocked helper leaves the results (the server leaves her out).
 */
export function FindHelpersDialog({
  branchId,
  onClose,
}: {
  branchId: number;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [pageState, setPageState] = useState({ search, page: 1 });
  // A new search starts again from page 1, and so does going back to an earlier one (QA
  // 2026-12-04: page 3, a search, the box cleared: page 3 of the first list again).
  if (pageState.search !== search) setPageState({ search, page: 1 });
  const page = pageState.search === search ? pageState.page : 1;
  // A plan without helper search (Starter) has nothing to search: the box is disabled and the
  // plan notice says why, and no search is sent for the API to refuse. The search waits for
  // the plan; a plan that cannot be known leaves it to the API ("Not in your plan").
  const lacksSearch = usePlanRoomText('helper_search');
  const query = useHelperSearch(branchId, search, page, lacksSearch === null);
  const invite = useInviteHelper(branchId);
  const result = query.data?.data;
  // The last search's results stay on screen while a new one is on its way (no flash of a
  // skeleton): the hint says so, and names what is shown only once it is the search typed.
  // (Another page of the same search is not a new search: its hint stays.)
  const shownSearch = useRef(search);
  if (query.data && !query.isPlaceholderData) shownSearch.current = search;
  const searching = query.isPlaceholderData && shownSearch.current !== search;

  // Helpers whose invitation answered 404: they deleted their account since the list was read.
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());

  // Returned to the Invite button, which is guarded while it runs (one invitation a click).
  // A failure is toasted by the catalogue (the server's message); a 404 also marks her row
  // (the path's branch is the active one: were it the one gone, the app leaves it).
  const onInvite = async (helper: HelperSearchResult) => {
    try {
      await invite.mutateAsync({ id: branchId, params: { id: helper.id } });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      setGone((ids) => new Set(ids).add(helper.id));
      return;
    }
    toast.success(`Invitation sent to ${helperName(helper, helper.id)}`);
  };

  const pending = lacksSearch ? null : queryPending(query, { label: 'Searching helpers', rows: 3 });
  let body;
  if (lacksSearch) body = null;
  else if (pending) body = pending;
  else if (result!.data.length === 0)
    body = (
      <EmptyState
        icon="people"
        title="No helpers found"
        description="Try part of a name, an email address or a phone number."
      />
    );
  else
    body = (
      <>
        <ul
          className="team-search__results"
          aria-label="Helpers found"
          aria-busy={query.isFetching || undefined}
        >
          {result!.data.map((helper) => {
            const before = history(helper);
            const place = formatCity(helper);
            return (
              <li key={helper.id} className="team-search__row">
                <PersonLine
                  person={helper}
                  rate={helper.hourly_rate}
                  rateLabel={RATE_LABEL.asks}
                  name={helperName(helper, helper.id)}
                  rating={
                    <HelperRating
                      helperId={helper.id}
                      name={helperName(helper, helper.id)}
                      rating={helper.rating}
                    />
                  }
                  extra={
                    <>
                      {helper.serves_branch_area && <span>{servesText(YOUR_AREA)}</span>}
                      <RosterMark status={helper.roster_status} />
                      {place && <span>{place}</span>}
                      {before && <span className="app-muted">{before}</span>}
                    </>
                  }
                />
                <div className="team-search__relation">
                  <Relation
                    helper={helper}
                    gone={gone.has(helper.id)}
                    inviting={invite.isPending && invite.variables.params.id === helper.id}
                    onInvite={onInvite}
                  />
                  {!gone.has(helper.id) && (
                    <RosterActions
                      compact
                      person={{
                        helperId: helper.id,
                        name: helperName(helper, helper.id),
                        status: helper.roster_status,
                      }}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <ListFooter
          page={result!}
          current={page}
          size={TEAM_PAGE_SIZE}
          label="Helper pages"
          onPageChange={(p) => setPageState({ search, page: p })}
          hideSinglePage
        />
      </>
    );

  return (
    <Modal isOpen title="Find helpers" size="average" cancelLabel="Done" onClose={onClose}>
      <div className="team-search">
        {/* Without helper search, its Change plan link takes the focus the disabled box cannot. */}
        <PlanLimitNotice room="helper_search" takesFocus />
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label="Search helpers"
          placeholder="Name, email or phone"
          autoFocus={!lacksSearch}
          disabled={Boolean(lacksSearch)}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {!lacksSearch && (
          <p className="app-muted team-search__hint" aria-live="polite">
            {searching
              ? search
                ? `Searching for ${quoted(search)}…`
                : 'Searching the marketplace…'
              : search
                ? `Helpers matching ${quoted(search)}: ${ORDER_TEXT}`
                : `Marketplace helpers: ${ORDER_TEXT}`}
            {result && !searching ? ` · ${result.total} found` : ''}
          </p>
        )}
        {body}
      </div>
    </Modal>
  );
}
