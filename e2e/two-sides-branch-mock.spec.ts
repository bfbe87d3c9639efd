import {
  acceptBranchInvitation,
  allPushed,
  branchChannel,
  branchesToJoin,
  branchInvitationCard,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  hubPush,
  inviteFromFindHelpers,
  markDocument,
  openActivity,
  openBranchInvitations,
  openMemberCard,
  openRequested,
  pendingBadge,
  pendingCount,
  recordHub,
  requestedCard,
  sessionUser,
  switchBranch,
  teamCount,
  teamTab,
  unreadBadge,
  unreadCount,
  userChannel,
  LIVE,
} from './real-mode/two-sides';
import { expect, HELPER, OWNER, test, waitForRealtimeChannels, ownerAndMaria } from './support';

/*
 * Branch invitations, both sides live in mock mode (the default build, the backend an MSW
 * worker): two tabs of ONE context, as in two-sides-mock.spec.ts (the mock's tabs share their
 * data through IndexedDB and a BroadcastChannel; each tab's mock pushes what changed to its
 * own socket). Maria's tab is a second person's tab (`/login?tab-session`).
 *
 * The owner invites Maria from Team, Find helpers, to a branch she is not a member of; her
 * open Branch invitations list and badge follow live (LIVE); she accepts; the owner's
 * Requested tab, team count and Activity badge follow live (LIVE); then she is on the team
 * and the notification tops Activity.
 */

const EVENT = 'branch-invitation-changed';

test('a branch invitation reaches the helper’s tab live, and her Accept reaches the owner’s team live', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { owner, mariaTab } = await ownerAndMaria(page, context);
  const ownerUser = await sessionUser(page);
  const mariaUser = await sessionUser(mariaTab);
  expect(ownerUser.email).toBe(OWNER);
  expect(mariaUser.email).toBe(HELPER);

  const open = await branchesToJoin(owner, HELPER_NAME);
  expect(open.length, 'a branch of the owner Maria can join').toBeGreaterThan(0);
  const { id, name: branch } = open[0]!;

  await switchBranch(page, branch);
  await openRequested(page);
  await openBranchInvitations(mariaTab);
  await expect(branchInvitationCard(mariaTab, branch)).toHaveCount(0);

  await waitForRealtimeChannels(mariaTab);
  await waitForRealtimeChannels(page);
  await recordHub(mariaTab);
  await recordHub(page);
  await markDocument(mariaTab);
  await markDocument(page);
  const pending = await pendingCount(mariaTab);
  const members = await teamCount(page, 'All members');
  const unread = await unreadCount(page);

  // The owner invites her: Maria's open list and badge show it.
  await inviteFromFindHelpers(page, HELPER_NAME);
  await expectLive(
    hubPush(mariaTab, userChannel(mariaUser.id), EVENT, { branch_id: id, status: 'pending' }),
    async () => {
      const card = branchInvitationCard(mariaTab, branch);
      await expect(card).toBeVisible(LIVE);
      await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible(LIVE);
      await expect(pendingBadge(mariaTab, pending + 1)).toBeVisible(LIVE);
    },
  );
  await expect(requestedCard(page, HELPER_NAME)).toContainText('Pending');

  // She accepts: the owner's Requested, team count and Activity badge follow.
  await acceptBranchInvitation(mariaTab, branch);
  await expectLive(
    allPushed(
      hubPush(page, branchChannel(id), EVENT, { branch_id: id, status: 'accepted' }),
      hubPush(page, userChannel(ownerUser.id), 'notification-created', {
        unread_count: unread + 1,
      }),
    ),
    async () => {
      const card = requestedCard(page, HELPER_NAME);
      await expect(card).toContainText('Accepted', LIVE);
      await expect(card.getByRole('button', { name: 'Cancel invitation' })).toHaveCount(0, LIVE);
      await expect(teamTab(page, 'All members')).toHaveText(`All members${members + 1}`, LIVE);
      await expect(unreadBadge(page, unread + 1)).toBeVisible(LIVE);
    },
  );
  await expect(branchInvitationCard(mariaTab, branch)).toHaveCount(0);

  await openMemberCard(page, owner, id, HELPER_NAME);
  const newest = await openActivity(page);
  await expect(newest).toContainText(`${HELPER_NAME} joined your ${branch} branch`);

  await expectSameDocument(mariaTab);
  await expectSameDocument(page);
  expect((await sessionUser(page)).email).toBe(OWNER);
});
