import { Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import { href, type StaticRouteName } from '@/platform/routing';
import type { JobTab } from './job-tab';

const TABS: Array<{ tab: JobTab; label: string; route: StaticRouteName }> = [
  { tab: 'not-formed', label: 'Not formed', route: 'company-job-not-formed' },
  { tab: 'formed', label: 'Formed', route: 'company-job-formed' },
  { tab: 'history', label: 'History', route: 'company-job-history' },
];

/** The three lists as links (each has its own URL), each with its count once known. */
export function JobTabs({
  current,
  counts,
}: {
  current: JobTab;
  counts: Record<JobTab, number | undefined>;
}) {
  return (
    <nav className="job-tabs" aria-label="Job lists">
      {TABS.map(({ tab, label, route }) => {
        const count = counts[tab];
        return (
          <Link
            key={tab}
            href={href(route)}
            className={`job-tabs__tab${tab === current ? ' is-current' : ''}`}
            aria-current={tab === current ? 'page' : undefined}
          >
            {label}
            {count === undefined ? (
              <span className="bp6-skeleton job-tabs__count-skeleton" aria-hidden />
            ) : (
              <Tag round minimal={tab !== current} intent={tab === current ? 'primary' : 'none'}>
                {count}
              </Tag>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
