import { Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import { CountNotLoaded } from '@/platform/ui';
import './route-tabs.css';

export type RouteTab = {
  key: string;
  label: string;
  /** The tab's own URL (each list has one, so reload and back keep it). */
  to: string;
  /**
   * Shown as a badge; undefined while it loads (a skeleton holds its place), null when it
   * could not be read (a dash, said as "count not loaded": platform/ui's `tabCount`).
   */
  count?: number | null;
};

/**
 * A row of lists as links, each with its count: the job lists, the team lists and the
 * helper's buckets share it. The current tab is marked for assistive technology too.
 */
export function RouteTabs({
  label,
  tabs,
  current,
  className,
}: {
  /** Accessible name of the navigation ('Job lists'). */
  label: string;
  tabs: readonly RouteTab[];
  current: string;
  className?: string;
}) {
  return (
    <nav className={['app-route-tabs', className].filter(Boolean).join(' ')} aria-label={label}>
      {tabs.map(({ key, label: text, to, count }) => {
        const isCurrent = key === current;
        return (
          <Link
            key={key}
            href={to}
            className={`app-route-tabs__tab${isCurrent ? ' is-current' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
            // The tab shown, clicked again (to its first page, say): no history step of its
            // own, so Back leaves the list (QA helper-158).
            replace={isCurrent}
          >
            {text}
            {count === undefined ? (
              <span className="bp6-skeleton app-route-tabs__count-skeleton" aria-hidden />
            ) : count === null ? (
              <Tag round minimal>
                <CountNotLoaded />
              </Tag>
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
