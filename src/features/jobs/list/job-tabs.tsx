import { href, type StaticRouteName } from '@/platform/routing';
import { RouteTabs } from '@/platform/widgets';
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
  counts: Record<JobTab, number | null | undefined>;
}) {
  return (
    <RouteTabs
      label="Job lists"
      current={current}
      tabs={TABS.map(({ tab, label, route }) => ({
        key: tab,
        label,
        to: href(route),
        count: counts[tab],
      }))}
    />
  );
}
