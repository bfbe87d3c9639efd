import type { ReactNode } from 'react';
import { ListFooter, type PageOf } from '@/platform/widgets';
import { TEAM_PAGE_SIZE } from '../api/team-api';

/**
 * A page of a team list (members, invitations): its cards, busy while the next page loads,
 * and the footer; a new page starts at the top of the window.
 */
export function PagedTeamList<T extends { id: number }>({
  label,
  pagesLabel,
  page,
  wanted,
  setPage,
  busy,
  card,
}: {
  /** The list's accessible name. */
  label: string;
  /** The pagination's ('Member pages'). */
  pagesLabel: string;
  page: Omit<PageOf, 'data'> & { data: T[] };
  /** The page asked for (the one shown may still be the previous while it loads). */
  wanted: number;
  setPage: (page: number) => void;
  busy: boolean;
  card: (item: T) => ReactNode;
}) {
  return (
    <>
      <ul className="app-card-list" aria-label={label} aria-busy={busy || undefined}>
        {page.data.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <ListFooter
        size={TEAM_PAGE_SIZE}
        page={page}
        current={wanted}
        label={pagesLabel}
        onPageChange={setPage}
      />
    </>
  );
}
