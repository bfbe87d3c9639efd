import type { RosterEntry } from '@/platform/api/generated/model';
import { formatDate, helperName } from '@/platform/format';
import { RosterActions, RosterMark, useRosterList } from '@/platform/roster';
import { AppButton, Avatar, EmptyState, failedOutright, queryPending } from '@/platform/ui';
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

function RosterCard({ entry, since }: { entry: RosterEntry; since: string }) {
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
        <RosterActions person={{ helperId: entry.helper_id, name, status: entry.status }} />
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
  return (
    <section aria-label={texts.label} className="app-card-list">
      <p className="app-muted">
        {tab === 'favourites'
          ? 'Every branch of your company shares these favourites.'
          : 'Every branch of your company shares these blocks.'}
      </p>
      {entries.map((entry) => (
        <RosterCard key={entry.helper_id} entry={entry} since={since} />
      ))}
    </section>
  );
}
