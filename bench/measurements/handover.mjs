// The live hand-over (1/8: "the other side sees it live, pushed over the socket, within a
// second, no reload"), measured here rather than in the journeys, which prove it live and
// leave its speed to the bench. On the real-API build against the mock server: the owner's
// crew page of an order is open (CPU throttled 4x, as every page of the bench) and the demo
// helper accepts her invitation with her Accept's call; from that call, the time until the
// owner's socket has the push, and until her row on the owner's page says Accepted. Against
// the limit of a second (budget 1x), and the screen against the push: what the app adds to
// the socket's own delivery (its refetch and render), a ratio to a figure of the same run.
import { formatTable, overBudget, ratioLine } from '../../scripts/bench-ratios.mjs';
import { launch, mockServer, serve, sessionContext } from '../lib.mjs';
import { realSession } from './page-load.mjs';
import { RUNS, THROTTLE, throttledPage } from './ratios.mjs';
import { austinOrderBody } from '../../scripts/lib/order-body.mjs';

const LIMIT_MS = 1_000;
const AUSTIN = 'Lone Star Movers Austin';
const HELPER = { email: 'helper@demo.test', name: 'Maria Lopez' };

/** The mock server's API as one signed-in user (real HTTP). */
function apiAs(apiPort, token) {
  return async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`handover: ${method} ${path} answered ${response.status}`);
    return payload.data;
  };
}

async function signIn(apiPort, email) {
  const signed = await apiAs(apiPort)('POST', '/auth/login', { email, password: 'demo1234' });
  return apiAs(apiPort, signed.access_token);
}

/**
 * An Austin order with the helper invited, on a day after every job she has and off her time
 * off (as e2e/real-mode/two-sides.ts's freeStartFor picks one), `round` days apart.
 */
async function invitedOrder(company, helper, branchId, round) {
  let latest = Date.now();
  for (const bucket of ['new', 'accepted']) {
    const page = await helper('GET', `/helper/company-invitations?bucket=${bucket}&per_page=100`);
    for (const job of page.data) latest = Math.max(latest, Date.parse(job.order.end_at));
  }
  const start = new Date(latest + (7 + round) * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  for (const entry of await helper('GET', '/helper-profile/time-off')) {
    const from = Date.parse(`${entry.start_date}T00:00:00Z`) - 86_400_000;
    const to = Date.parse(`${entry.end_date}T00:00:00Z`) + 2 * 86_400_000;
    if (start.getTime() >= from && start.getTime() < to) start.setTime(to + 15 * 3_600_000);
  }
  const order = await company(
    'POST',
    `/company-branches/${branchId}/orders`,
    austinOrderBody({ firstName: 'Hand', lastName: `Over ${round}`, start, helpersNeeded: 1 }),
  );
  const invitable = await company('GET', `/orders/${order.id}/invitable-employees`);
  const her = invitable.branch_employees.find(
    (e) => `${e.first_name} ${e.last_name}` === HELPER.name && e.busy_with === null,
  );
  if (!her) throw new Error(`handover: ${HELPER.name} cannot be invited to order ${order.id}`);
  const [invitation] = await company('POST', `/orders/${order.id}/invite-employee`, {
    employee_ids: [her.employee_id],
  });
  return { orderId: order.id, invitationId: invitation.id };
}

/** Resolves once her row on the open crew page shows `status` (polled every frame). */
const rowShows = (page, status) =>
  page
    .waitForFunction(
      ({ name, status }) =>
        [...document.querySelectorAll('[aria-label="Current crew"] li')].some(
          (row) => row.textContent.includes(name) && row.textContent.includes(status),
        ),
      { name: HELPER.name, status },
      { polling: 'raf', timeout: 30_000 },
    )
    .catch(async (error) => {
      const text = await page
        .locator('main')
        .innerText()
        .catch(() => '');
      throw new Error(
        `handover: ${HELPER.name} not ${status} at ${page.url()}: ${text.slice(0, 600)}`,
        { cause: error },
      );
    });

async function measure(ctx) {
  const [apiPort, pusherPort] = ctx.apiPorts();
  const appPort = ctx.port();
  const realDir = ctx.dirs.realBench(apiPort, pusherPort);
  const browser = await launch();
  const api = await mockServer(apiPort, pusherPort);
  const app = await serve(realDir, appPort);
  const runs = { push: [], screen: [], limit: [] };
  try {
    const reset = await fetch(`http://127.0.0.1:${apiPort}/__mock/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`handover: reset answered ${reset.status}`);
    const session = await realSession(apiPort);
    const company = apiAs(apiPort, session.token);
    const helper = await signIn(apiPort, HELPER.email);
    const branches = await company('GET', '/company-branches');
    const austin = branches.find((b) => b.name === AUSTIN);
    if (!austin) throw new Error(`handover: no branch ${AUSTIN}`);
    const context = await sessionContext(browser, {
      ...session,
      activeBranchId: String(austin.id),
    });
    const { page } = await throttledPage(context);
    // The pushes the owner's page receives, with the time each came in.
    const frames = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) =>
        frames.push({ at: Date.now(), payload: String(payload) }),
      ),
    );
    for (let round = 0; round <= RUNS; round++) {
      const counted = round > 0;
      process.stdout.write(counted ? ` ${round}` : 'hand-over rounds: warm-up');
      const { orderId, invitationId } = await invitedOrder(company, helper, austin.id, round);
      const loaded = frames.length;
      await page.goto(`http://localhost:${appPort}/company/job/team-edit/${orderId}`);
      await rowShows(page, 'Pending');
      // Subscribed to the branch's channel, and the page's first fetches done.
      const channel = `private-branch.${austin.id}`;
      const subscribed = () =>
        frames
          .slice(loaded)
          .some((f) => f.payload.includes('subscription_succeeded') && f.payload.includes(channel));
      for (let i = 0; i < 300 && !subscribed(); i++) await page.waitForTimeout(100);
      if (!subscribed()) throw new Error(`handover: the page did not subscribe to ${channel}`);
      await page.waitForLoadState('networkidle');
      const seen = frames.length;
      const start = Date.now();
      await helper('POST', `/helper/company-invitations/${invitationId}/accept`);
      await rowShows(page, 'Accepted');
      const shown = Date.now() - start;
      const push = frames
        .slice(seen)
        .find((f) => f.payload.includes(channel) && !f.payload.includes('pusher_internal'));
      if (!push) throw new Error(`handover: no push on ${channel} for the accept`);
      if (!counted) continue;
      runs.push.push(push.at - start);
      runs.screen.push(shown);
      runs.limit.push(LIMIT_MS);
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    app.kill();
    api.kill();
  }
  return [
    ratioLine({
      line: "hand-over: her Accept on the owner's open crew page",
      baseline: 'limit',
      baselineRuns: runs.limit,
      oursRuns: runs.screen,
      budget: 1,
    }),
    ratioLine({
      line: "hand-over: her Accept's push at the owner's socket",
      baseline: 'limit',
      baselineRuns: runs.limit,
      oursRuns: runs.push,
      budget: 1,
    }),
    ratioLine({
      line: 'hand-over: on screen, against the push',
      baseline: 'the push',
      baselineRuns: runs.push,
      oursRuns: runs.screen,
    }),
  ];
}

export default {
  name: 'handover',
  async run(ctx) {
    const lines = await measure(ctx);
    console.log(`live hand-over, median of ${RUNS} rounds, the owner's page at CPU ${THROTTLE}x:`);
    console.log(formatTable(lines));
    return { runs: RUNS, cpuThrottle: THROTTLE, overBudget: overBudget(lines).length, lines };
  },
};
