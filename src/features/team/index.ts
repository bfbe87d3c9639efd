import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

// One chunk for the team's tabs (they share cards, dialogs and pagination), one for the form.
const listPage = () => import('./pages/team-list-page');
const formPage = () => import('./pages/member-form-page');

/**
 * Company team (6/10): the branch's members by position, the invitations of marketplace
 * helpers, the member form. Every tab page is titled Team: the tabs say which list it is.
 */
export const teamRoutes: AppRouteDef[] = [
  {
    name: 'company-team',
    title: 'Team',
    component: lazy(() => listPage().then((m) => ({ default: m.TeamPage }))),
  },
  {
    name: 'company-team-employees',
    title: 'Team',
    component: lazy(() => listPage().then((m) => ({ default: m.TeamEmployeesPage }))),
  },
  {
    name: 'company-team-helpers',
    title: 'Team',
    component: lazy(() => listPage().then((m) => ({ default: m.TeamHelpersPage }))),
  },
  {
    name: 'company-team-drivers',
    title: 'Team',
    component: lazy(() => listPage().then((m) => ({ default: m.TeamDriversPage }))),
  },
  {
    name: 'company-team-foreman',
    title: 'Team',
    component: lazy(() => listPage().then((m) => ({ default: m.TeamForemanPage }))),
  },
  {
    name: 'company-team-requested',
    title: 'Team',
    component: lazy(() => listPage().then((m) => ({ default: m.TeamRequestedPage }))),
  },
  {
    name: 'company-team-create',
    title: 'Add member',
    back: true,
    component: lazy(() => formPage().then((m) => ({ default: m.MemberCreatePage }))),
  },
  {
    name: 'company-team-edit',
    title: 'Edit member',
    back: true,
    component: lazy(() => formPage().then((m) => ({ default: m.MemberEditPage }))),
  },
];
