import { describe, expect, it } from 'vitest';
import { teamRoutes } from '../index';
import { TEAM_TAB_ORDER, TEAM_TABS, teamTabTitle } from './team-tabs';

describe('the team tabs’ route titles', () => {
  it('are each tab’s own, teamTabTitle’s words (the route table writes them out)', () => {
    for (const tab of TEAM_TAB_ORDER) {
      const route = teamRoutes.find((r) => r.name === TEAM_TABS[tab].route);
      expect(route?.title, tab).toBe(teamTabTitle(tab));
    }
    expect(teamTabTitle('requested')).toBe('Team: Requested');
  });
});
