import { href } from '@/platform/routing';
import { RouteTabs } from '@/platform/widgets';
import { TEAM_TAB_ORDER, TEAM_TABS, type TeamTab } from '../model/team-tabs';

/** The team's lists as links (each has its own URL), each with its count once known. */
export function TeamTabs({
  current,
  counts,
}: {
  current: TeamTab;
  counts: Record<TeamTab, number | null | undefined>;
}) {
  return (
    <RouteTabs
      label="Team lists"
      current={current}
      tabs={TEAM_TAB_ORDER.map((tab) => ({
        key: tab,
        label: TEAM_TABS[tab].label,
        to: href(TEAM_TABS[tab].route),
        count: counts[tab],
      }))}
    />
  );
}
