import { lazyComponent, type AppRouteDef } from '@/platform/routing';

export { addMemberHref, findHelpersHref } from './model/team-links';
/** A helper's rating that opens her reviews (the crew page, the applications to an offer). */
export { HelperRating } from './components/helper-rating';

// One chunk for the team's tabs (they share cards, dialogs and pagination), one for the form.
const listPage = () => import('./pages/team-list-page');
const formPage = () => import('./pages/member-form-page');

/**
 * Company team (6/10): the branch's members by position, the invitations of marketplace
 * helpers, the member form. Each tab page is titled "Team: <tab>" (teamTabTitle, written out:
 * route-titles.test.ts), as the helper's bucket lists are "Company invitations: New", so the
 * tabs' document titles (history, bookmarks, the browser's tabs) tell them apart (QA
 * helper-133 #8). /company/team itself, which opens All members, is Team (spec section 2).
 */
export const teamRoutes: AppRouteDef[] = [
  {
    name: 'company-team',
    title: 'Team',
    component: lazyComponent(() => listPage().then((m) => m.TeamPage)),
  },
  {
    name: 'company-team-employees',
    title: 'Team: All members',
    component: lazyComponent(() => listPage().then((m) => m.TeamEmployeesPage)),
  },
  {
    name: 'company-team-helpers',
    title: 'Team: Helpers',
    component: lazyComponent(() => listPage().then((m) => m.TeamHelpersPage)),
  },
  {
    name: 'company-team-drivers',
    title: 'Team: Drivers',
    component: lazyComponent(() => listPage().then((m) => m.TeamDriversPage)),
  },
  {
    name: 'company-team-foreman',
    title: 'Team: Foreman',
    component: lazyComponent(() => listPage().then((m) => m.TeamForemanPage)),
  },
  {
    name: 'company-team-requested',
    title: 'Team: Requested',
    component: lazyComponent(() => listPage().then((m) => m.TeamRequestedPage)),
  },
  {
    name: 'company-team-favourites',
    title: 'Team: Favourites',
    component: lazyComponent(() => listPage().then((m) => m.TeamFavouritesPage)),
  },
  {
    name: 'company-team-blocked',
    title: 'Team: Blocked',
    component: lazyComponent(() => listPage().then((m) => m.TeamBlockedPage)),
  },
  {
    name: 'company-team-create',
    title: 'Add member',
    back: true,
    component: lazyComponent(() => formPage().then((m) => m.MemberCreatePage)),
  },
  {
    name: 'company-team-edit',
    title: 'Edit member',
    back: true,
    component: lazyComponent(() => formPage().then((m) => m.MemberEditPage)),
  },
];
