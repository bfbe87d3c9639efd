import { Pagination } from '@/platform/widgets/pagination';
import { TEAM_PAGE_SIZE } from '../api/team-api';

type Page = { current_page: number; per_page: number; total: number; data: unknown[] };

/** 'Showing 6–10 of 14' and the pages. */
export function ListFooter({
  page,
  current,
  label,
  onPageChange,
}: {
  page: Page;
  /** The page asked for (the one shown may still be the previous while it loads). */
  current: number;
  label: string;
  onPageChange: (page: number) => void;
}) {
  const first = (page.current_page - 1) * page.per_page + 1;
  const last = first + page.data.length - 1;
  return (
    <div className="team-list__footer">
      <span className="app-muted">
        Showing {first}–{last} of {page.total}
      </span>
      <Pagination
        label={label}
        total={page.total}
        size={TEAM_PAGE_SIZE}
        page={current}
        onPageChange={onPageChange}
      />
    </div>
  );
}
