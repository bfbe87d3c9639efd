import { expect } from '@playwright/test';
import {
  API,
  AUSTIN,
  branchChannel,
  branchId,
  expectLive,
  expectSameDocument,
  markDocument,
  socketPush,
  test,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * The company's roster (7/8), two people of one company at once on the real-API build against
 * the mock server: the owner takes Gabriela Reyes off the favourites on her Favourites tab; the
 * manager's Favourites tab, open in another browser, loses her live (LIVE) without a reload
 * (`roster-changed` on the branch channel), and shows her again when the owner makes her a
 * favourite once more.
 */

const EVENT = 'roster-changed';
const NAME = 'Gabriela Reyes';

type Entry = { helper_id: number; first_name: string; last_name: string };

test("the owner's roster change reaches the manager's Favourites tab live, both ways", async ({
  request,
  owner,
  manager,
}) => {
  const austin = await branchId(owner.user.api, AUSTIN);
  const favourites = await owner.user.api.call<Entry[]>('GET', '/company-roster?status=favourite');
  const gabriela = favourites.find((e) => `${e.first_name} ${e.last_name}` === NAME);
  expect(gabriela, `${NAME} is a favourite in the seed`).toBeTruthy();

  await manager.page.goto('/company/team/favourites');
  const theirs = manager.page.getByRole('region', { name: 'Favourite helpers' });
  await expect(theirs.getByRole('article', { name: NAME })).toBeVisible();
  await waitForChannel(request, manager.socket, branchChannel(austin));
  await owner.page.goto('/company/team/favourites');
  const mine = owner.page.getByRole('region', { name: 'Favourite helpers' });
  await markDocument(manager.page);

  let since = manager.socket.mark;
  await mine.getByRole('button', { name: `Remove from favourites, ${NAME}` }).click();
  await expect(
    owner.page.getByRole('alert').filter({ hasText: `${NAME} removed from favourites` }),
  ).toBeVisible();
  await expectLive(
    socketPush(manager.socket, since, branchChannel(austin), EVENT, {
      helper_id: gabriela!.helper_id,
      status: 'removed',
    }),
    () => expect(theirs.getByRole('article', { name: NAME })).toBeHidden(LIVE),
  );

  // A favourite again (the owner's setRosterStatus): back on the manager's tab, live.
  since = manager.socket.mark;
  const response = await request.fetch(`${API}/api/company-roster/${gabriela!.helper_id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${owner.user.token}`, Accept: 'application/json' },
    data: { status: 'favourite' },
  });
  expect(response.ok()).toBe(true);
  await expectLive(
    socketPush(manager.socket, since, branchChannel(austin), EVENT, {
      helper_id: gabriela!.helper_id,
      status: 'favourite',
    }),
    () => expect(theirs.getByRole('article', { name: NAME })).toBeVisible(LIVE),
  );
  await expectSameDocument(manager.page);
});
