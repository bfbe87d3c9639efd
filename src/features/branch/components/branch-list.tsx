import { Tag } from '@blueprintjs/core';
import type { Branch } from '@/platform/api/generated/model';
import { formatCity } from '@/platform/format';
import { AppButton, Avatar, unreadText } from '@/platform/ui';

export type BranchListProps = {
  branches: readonly Branch[];
  activeId: number;
  /** Makes a branch the active one (the header's switcher does the same). */
  onSelect: (id: number) => void;
  /** Owners only: opens the create form. */
  onAdd?: () => void;
  adding?: boolean;
  /** Under the title: why there is no Add branch (a manager's list). */
  note?: string;
};

/**
 * The company's branches, the active one marked. Choosing another makes it active, for the
 * whole app, as the header's branch switcher does.
 */
export function BranchList({ branches, activeId, onSelect, onAdd, adding, note }: BranchListProps) {
  return (
    <section className="app-card branch-list" aria-labelledby="branch-list-title">
      <div className="branch-list__head">
        <h2 id="branch-list-title" className="branch-card__title">
          Branches <span className="app-muted">({branches.length})</span>
        </h2>
        {onAdd && (
          <AppButton
            icon="plus"
            intent="primary"
            size="small"
            text="Add branch"
            disabled={adding}
            onClick={onAdd}
          />
        )}
      </div>
      {note && <p className="app-muted branch-list__note">{note}</p>}
      <ul className="branch-list__items" aria-label="Branches">
        {branches.map((branch) => {
          const active = branch.id === activeId;
          const unread = active ? null : unreadText(branch.unread_notifications_count);
          return (
            // The button is the branch's name, stretched over the row (branch.css): around
            // the whole row it showed the place and tag too, which its name cannot hold as
            // shown (Label in Name, WCAG 2.5.3).
            <li key={branch.id} className={`branch-list__item${active ? ' is-active' : ''}`}>
              <Avatar src={branch.avatar_url} name={branch.name} size={36} />
              <span className="branch-list__text">
                <button
                  type="button"
                  className="branch-list__name"
                  aria-current={active ? 'true' : undefined}
                  aria-label={`${branch.name}, ${formatCity(branch)}${active ? ', active branch' : ''}${unread ? `, ${unread} activities` : ''}`}
                  title={branch.name}
                  onClick={() => {
                    if (!active) onSelect(branch.id);
                  }}
                >
                  {branch.name}
                </button>
                <span className="app-muted branch-list__place">{formatCity(branch)}</span>
              </span>
              {active ? (
                <Tag minimal intent="primary" round>
                  Active
                </Tag>
              ) : unread ? (
                <Tag minimal round title="Unread activity in this branch" aria-hidden>
                  {unread}
                </Tag>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
