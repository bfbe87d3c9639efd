import { HELPER, expect, loginAs, test, openPage } from './support';

/*
 * Browser notifications (8/8). Headless Chromium shows a page as 'visible' whatever is in
 * front, so the page's visibility is overridden to play a tab in the background; the
 * notification itself is the browser's own (permission granted to the context), and the
 * journey waits for its 'show' event, which only the full browser fires (@full-chromium:
 * e2e/browsers.ts).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(() => {
    type Shown = { title: string; body: string; tag: string };
    const w = window as unknown as {
      __notifications: Shown[];
      __lastNotification?: Notification;
      __background?: boolean;
    };
    w.__notifications = [];
    const Real = window.Notification;
    class Recording extends Real {
      constructor(title: string, options: NotificationOptions = {}) {
        super(title, options);
        this.addEventListener('show', () =>
          w.__notifications.push({ title, body: options.body ?? '', tag: options.tag ?? '' }),
        );
        w.__lastNotification = this;
      }
    }
    window.Notification = Recording;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (w.__background ? 'hidden' : 'visible'),
    });
  });
});

test('a helper who opted in hears of a new invitation while the tab is in the background, and its click opens it @full-chromium', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  await openPage(page, '/helper/settings/notifications');
  // Named by its label alone, on or off; checked tells its state (QA helper-121 M8).
  const optIn = page.getByRole('switch', {
    name: 'Show notifications on this device',
    exact: true,
  });
  await expect(optIn).not.toBeChecked();
  // The switch's visible part (Blueprint's indicator covers the input), as a user clicks it.
  await page.getByText('Show notifications on this device', { exact: true }).click();
  await expect(optIn).toBeChecked();

  // In front, a new job shows on screen only.
  const sendJob = () =>
    page.evaluate(async () => {
      const mock = (
        window as unknown as {
          __moversMock: { sendHelperJob(): Promise<{ kind: string; order_id: number } | null> };
        }
      ).__moversMock;
      return mock.sendHelperJob();
    });
  const inFront = await sendJob();
  expect(inFront, 'the mock had a job to send').not.toBeNull();
  await page.waitForTimeout(1_000);
  expect(
    await page.evaluate(
      () => (window as unknown as { __notifications: unknown[] }).__notifications,
    ),
  ).toEqual([]);

  await page.evaluate(() => {
    (window as unknown as { __background: boolean }).__background = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const move = await sendJob();
  expect(move, 'the mock had a second job to send').not.toBeNull();
  const title = move!.kind === 'offer' ? 'New outsourcing offer' : 'New job invitation';
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __notifications: { title: string }[] }).__notifications,
      ),
    )
    .toEqual([expect.objectContaining({ title, body: expect.stringMatching(/ · order #\d+ · /) })]);

  await page.evaluate(() =>
    (window as unknown as { __lastNotification: Notification }).__lastNotification.dispatchEvent(
      new Event('click'),
    ),
  );
  const details =
    move!.kind === 'offer'
      ? /\/helper\/job\/outsource\/details\/\d+$/
      : /\/helper\/job\/company\/details\/\d+$/;
  await expect(page).toHaveURL(details);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
});
