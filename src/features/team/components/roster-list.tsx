import type { RosterEntry } from '@/platform/api/generated/model';
import { formatDate, helperName } from '@/platform/format';
import { RosterActions, RosterMark, useRosterList } from '@/platform/roster';
import {
  AppButton,
  Avatar,
  EmptyState,
  failedOutright,
  queryPending,
  type EntryFocusRule,
} from '@/platform/ui';
import type { RosterTab } from '../model/team-tabs';

const TEXTS = {
  favourites: {
    label: 'Favourite helpers',
    since: 'Favourite since',
    emptyTitle: 'No favourites yet',
    empty:
      'Star marketplace helpers you like to work with (from Find helpers, a member card or a crew page): they rank first in crew matching.',
  },
  blocked: {
    label: 'Blocked helpers',
    since: 'Blocked since',
    emptyTitle: 'Nobody is blocked',
    empty:
      'A blocked helper never shows in your searches, suggestions or invitable lists. Unblock them here.',
  },
} as const;

/** The empty state's title: where the focus goes once the last entry has left (QA helper-116). */
const EMPTY_TITLE = '.team-roster-empty h4';

function RosterCard({
  entry,
  since,
  leavesList,
}: {
  entry: RosterEntry;
  since: string;
  leavesList: EntryFocusRule;
}) {
  const name = helperName(entry, entry.helper_id);
  return (
    <article className="app-card team-card" aria-label={name}>
      <Avatar src={entry.avatar_url} name={name} size={48} />
      <div className="team-card__main">
        <div className="team-card__head">
          <h2 className="team-card__name">{name}</h2>
          <RosterMark status={entry.status} />
        </div>
        <p className="team-card__dates app-muted">
          {since} {formatDate(entry.created_at)}
        </p>
      </div>
      <div className="team-card__side">
        <RosterActions
          person={{ helperId: entry.helper_id, name, status: entry.status }}
          leavesList={leavesList}
        />
      </div>
    </article>
  );
}

/**
 * Favourites / Blocked (7/8): the company's roster, shared by every branch, by last name. A
 * blocked helper shows nowhere else, so this is where she is unblocked.
 */
export function RosterList({ tab, onFindHelpers }: { tab: RosterTab; onFindHelpers: () => void }) {
  const query = useRosterList(tab === 'favourites' ? 'favourite' : 'blocked');
  const texts = TEXTS[tab];
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: `Loading ${texts.label.toLowerCase()}`, rows: 3 });
  const entries = query.data.data;
  if (entries.length === 0)
    return (
      <EmptyState
        className="team-roster-empty"
        icon="people"
        title={texts.emptyTitle}
        description={texts.empty}
        action={
          tab === 'favourites' ? (
            <AppButton icon="search" text="Find helpers" onClick={onFindHelpers} />
          ) : undefined
        }
      />
    );
  const since = texts.since;
  // Removed from favourites or unblocked, a card leaves its tab: the next card's same button
  // takes the focus, else the previous one's, else the empty state's title.
  const leavesList: EntryFocusRule = {
    entry: '.team-card',
    control: tab === 'favourites' ? '.roster-actions__star' : '.roster-actions__unblock',
    fallback: () => document.querySelector<HTMLElement>(EMPTY_TITLE),
  };
  return (
    <section aria-label={texts.label} className="app-card-list">
      <p className="app-muted">
        {tab === 'favourites'
          ? 'Every branch of your company shares these favourites.'
          : 'Every branch of your company shares these blocks.'}
      </p>
      {entries.map((entry) => (
        <RosterCard key={entry.helper_id} entry={entry} since={since} leavesList={leavesList} />
      ))}
    </section>
  );
}
