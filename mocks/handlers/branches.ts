import { http } from 'msw';
import { db, manageableBranches } from '../db';
import { requireCompanyManager, requireManageableBranch } from './lib/auth';
import { ok } from './lib/envelope';
import { simulateLatency } from './lib/latency';
import { toBranch, toBranchDetail } from './lib/presenters';

/** Contract tag `branches`. */
export const branchHandlers = [
  // listCompanyBranches: the branches the user can manage (owner: all of the company's;
  // manager: the assigned ones), each with the user's unread count. Helpers: 403.
  http.get('*/api/company-branches', async ({ request }) => {
    await simulateLatency();
    const user = requireCompanyManager(request);
    return ok(manageableBranches(db, user).map((branch) => toBranch(branch, user)));
  }),

  // getCompanyBranch: one branch with details; 404 unknown, 403 not manageable.
  http.get('*/api/company-branches/:id', async ({ request, params }) => {
    await simulateLatency();
    const { user, branch } = requireManageableBranch(request, params.id);
    return ok(toBranchDetail(branch, user));
  }),
];
