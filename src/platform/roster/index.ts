// The company's roster (7/8, beyond the spec): favourites and blocks of marketplace helpers,
// one control shared by the team, the crew page and helper search.
export { useRosterActions, useRosterList } from './api/roster-api';
export { BLOCK_CONSEQUENCES, RosterActions, RosterMark, type RosterPerson } from './roster-actions';
