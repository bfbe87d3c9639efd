import { Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import { href } from '@/platform/routing';
import { TEAM_TAB_ORDER, TEAM_TABS, type TeamTab } from '../model/team-tabs';

/** The team's lists as links (each has its own URL), each with its count once known. */
export function TeamTabs({
  current,
  counts,
}: {
  current: TeamTab;
  counts: Record<TeamTab, number | undefined>;
}) {
  return (
    <nav className="team-tabs" aria-label="Team lists">
      {TEAM_TAB_ORDER.map((tab) => {
        const count = counts[tab];
        const isCurrent = tab === current;
        return (
          <Link
            key={tab}
            href={href(TEAM_TABS[tab].route)}
            className={`team-tabs__tab${isCurrent ? ' is-current' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {TEAM_TABS[tab].label}
            {count === undefined ? (
              <span className="bp6-skeleton team-tabs__count-skeleton" aria-hidden />
            ) : (
              <Tag round minimal={!isCurrent} intent={isCurrent ? 'primary' : 'none'}>
                {count}
              </Tag>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
