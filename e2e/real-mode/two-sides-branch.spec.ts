import { expect } from '@playwright/test';
import {
  acceptBranchInvitation,
  allPushed,
  branchChannel,
  branchesToJoin,
  branchInvitationCard,
  declineBranchInvitation,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  inviteFromFindHelpers,
  markDocument,
  openActivity,
  openBranchInvitations,
  openMemberCard,
  openRequested,
  pendingBadge,
  pendingCount,
  requestedCard,
  test,
  type TwoSides,
  socketPush,
  switchBranch,
  teamCount,
  teamTab,
  unreadBadge,
  unreadCount,
  userChannel,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * Branch invitations, both sides at once (real-API build against the mock server, a browser
 * context each): the owner (owner@demo.test) invites Maria Lopez (helper@demo.test) from
 * Team, Find helpers, to join a branch she is not a member of (the seed makes her a member of
 * Austin and of the branch whose outsourcing offer she took: the first other branch is
 * used); Maria, on her Branch invitations, sees it come and answers; the owner sees the
 * answer on Requested, on the team and in Activity. Each hand-over must reach the other side
 * live (LIVE), without a reload: `branch-invitation-changed` on Maria's user channel and on
 * the branch's channel, `notification-created` on the owner's user channel.
 *
 * Joining cannot be done twice on one db (a member cannot be invited again), so every
 * journey starts from a reseeded server (POST /__mock/reset) before anyone signs in.
 */

const EVENT = 'branch-invitation-changed';
const NOTIFICATION = 'notification-created';

// A reseed and two full sign-ins (two contexts) before each journey.
test.describe.configure({ timeout: 90_000 });

test.use({ resetServerFirst: true });

/**
 * Both sides on their screens: the owner on `branch`'s Requested tab, Maria on her Branch
 * invitations (New), nothing there from `branch` yet; both subscribed. Returns the counts
 * each side shows before the invitation.
 */
async function setUp(
  { owner, maria }: TwoSides,
  request: import('@playwright/test').APIRequestContext,
) {
  const open = await branchesToJoin(owner.user.api, HELPER_NAME);
  expect(open.length, 'a branch of the owner Maria can join').toBeGreaterThan(0);
  const { id, name: branch } = open[0]!;
  await switchBranch(owner.page, branch);
  await openRequested(owner.page);
  await openBranchInvitations(maria.page);
  await expect(branchInvitationCard(maria.page, branch)).toHaveCount(0);

  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await waitForChannel(request, owner.socket, branchChannel(id));
  await waitForChannel(request, owner.socket, userChannel(owner.user.userId));
  await markDocument(owner.page);
  await markDocument(maria.page);
  return {
    id,
    branch,
    pending: await pendingCount(maria.page),
    requested: await teamCount(owner.page, 'Requested'),
    members: await teamCount(owner.page, 'All members'),
    unread: await unreadCount(owner.page),
  };
}

/** The owner invites Maria from Find helpers: her open list and badge follow live. */
async function inviteMaria(
  { owner, maria }: TwoSides,
  before: { id: number; branch: string; pending: number },
) {
  const { branch } = before;
  const since = maria.socket.mark;
  await inviteFromFindHelpers(owner.page, HELPER_NAME);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), EVENT, {
      branch_id: before.id,
      status: 'pending',
    }),
    async () => {
      const card = branchInvitationCard(maria.page, branch);
      await expect(card).toBeVisible(LIVE);
      await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible(LIVE);
      await expect(pendingBadge(maria.page, before.pending + 1)).toBeVisible(LIVE);
    },
  );
  // The owner's own list shows her pending (a refetch after its own call).
  await expect(requestedCard(owner.page, HELPER_NAME)).toContainText('Pending');
}

test('a branch invitation reaches the helper live; her Accept reaches the owner’s team and activity live', async ({
  request,
  owner,
  maria,
}) => {
  const before = await setUp({ owner, maria }, request);
  const { branch } = before;
  await inviteMaria({ owner, maria }, before);
  await expect(teamTab(owner.page, 'Requested')).toHaveText(`Requested${before.requested + 1}`);

  // She accepts: the owner's Requested shows her Accepted, the team one more, Activity +1.
  const since = owner.socket.mark;
  await acceptBranchInvitation(maria.page, branch);
  await expectLive(
    allPushed(
      socketPush(owner.socket, since, branchChannel(before.id), EVENT, {
        branch_id: before.id,
        status: 'accepted',
      }),
      socketPush(owner.socket, since, userChannel(owner.user.userId), NOTIFICATION, {
        unread_count: before.unread + 1,
      }),
    ),
    async () => {
      const card = requestedCard(owner.page, HELPER_NAME);
      await expect(card).toContainText('Accepted', LIVE);
      await expect(card.getByRole('button', { name: 'Cancel invitation' })).toHaveCount(0, LIVE);
      await expect(teamTab(owner.page, 'All members')).toHaveText(
        `All members${before.members + 1}`,
        LIVE,
      );
      await expect(unreadBadge(owner.page, before.unread + 1)).toBeVisible(LIVE);
    },
  );
  // Her own side: the invitation left New, the badge went back down.
  await expect(branchInvitationCard(maria.page, branch)).toHaveCount(0);
  if (before.pending > 0) await expect(pendingBadge(maria.page, before.pending)).toBeVisible();

  // The owner finds her on the team, and the notification on top of Activity.
  const member = await openMemberCard(owner.page, owner.user.api, before.id, HELPER_NAME);
  await expect(member).toBeVisible();
  const newest = await openActivity(owner.page);
  await expect(newest).toContainText(`${HELPER_NAME} joined your ${before.branch} branch`);

  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);
});

test('a branch invitation the helper declines turns Declined on the owner’s Requested tab live', async ({
  request,
  owner,
  maria,
}) => {
  const before = await setUp({ owner, maria }, request);
  const { branch } = before;
  await inviteMaria({ owner, maria }, before);

  const since = owner.socket.mark;
  await declineBranchInvitation(maria.page, branch);
  await expectLive(
    allPushed(
      socketPush(owner.socket, since, branchChannel(before.id), EVENT, {
        branch_id: before.id,
        status: 'rejected',
      }),
      socketPush(owner.socket, since, userChannel(owner.user.userId), NOTIFICATION, {
        unread_count: before.unread + 1,
      }),
    ),
    async () => {
      const card = requestedCard(owner.page, HELPER_NAME);
      await expect(card).toContainText('Declined', LIVE);
      await expect(card.getByRole('button', { name: 'Cancel invitation' })).toHaveCount(0, LIVE);
      await expect(unreadBadge(owner.page, before.unread + 1)).toBeVisible(LIVE);
    },
  );
  // Not a member: the team's count is unchanged.
  await expect(teamTab(owner.page, 'All members')).toHaveText(`All members${before.members}`);
  // Her side: gone from New, under Rejected (tagged Declined).
  await expect(branchInvitationCard(maria.page, branch)).toHaveCount(0);
  await maria.page
    .getByRole('navigation', { name: 'Branch invitations' })
    .getByRole('link', { name: /^Rejected/ })
    .click();
  await expect(
    maria.page.getByRole('region', { name: 'Branch invitations: Rejected' }),
  ).toBeVisible();
  await expect(branchInvitationCard(maria.page, branch)).toContainText('Declined');

  const newest = await openActivity(owner.page);
  await expect(newest).toContainText(
    `${HELPER_NAME} declined your invitation to join your ${before.branch} branch`,
  );
  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);
});
