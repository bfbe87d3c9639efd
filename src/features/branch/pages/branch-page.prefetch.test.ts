import { http } from 'msw';
import { db, server } from '@mocks/node';
import { loginAs, setupMockServer } from '@/app/test-utils';
import { configureHttpClient } from '@/platform/api/http-client';
import { createQueryClient } from '@/platform/api/query-client';
import { servingAreasByIdsOptions } from '@/platform/map';
import { loadedStateCounties } from '@/platform/map/counties';
import { aheadSettled } from '@/platform/session/active-branch.saga';
import { branchOf } from './branch-page.test-helpers';
import { prefetchBranchPage } from './branch-page';

setupMockServer();
beforeEach(() => configureHttpClient({ getToken: () => localStorage.getItem('token') }));

// The counties' module keeps what it loaded for the page's life: this file has a module graph
// of its own (scripts/isolated-tests.mjs), so no state's counties are in when it starts, which
// the first check below proves. Wyoming, a state none of the demo's branches is in.
const WYOMING = '56';
const MONTANA = '30';

describe("the Branch page's prefetch (a reload of /company/branch)", () => {
  it("loads the counties of the branch's own state while its serving areas are still on their way", async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const austin = branchOf('Austin');
    expect(austin.serving_area_ids.length).toBeGreaterThan(0);
    await db.branches.update((q) => q.where({ id: austin.id }), {
      data(draft) {
        draft.city = 'Cheyenne';
        draft.state_initials = 'WY';
      },
    });
    // The areas' answers wait until the end of the test.
    let answerAreas!: () => void;
    const areasHeld = new Promise<void>((resolve) => (answerAreas = resolve));
    const areasAsked: string[] = [];
    server.use(
      http.get('*/api/serving-areas/:id', async ({ params }) => {
        areasAsked.push(String(params.id));
        await areasHeld;
        return undefined;
      }),
    );
    expect(loadedStateCounties([WYOMING]).size).toBe(0);

    try {
      prefetchBranchPage({
        queryClient: createQueryClient(),
        branchId: austin.id,
        params: {},
        search: '',
      });
      await vi.waitFor(() => expect(areasAsked).toHaveLength(austin.serving_area_ids.length));
      await vi.waitFor(() => expect(loadedStateCounties([WYOMING]).size).toBe(1), {
        timeout: 5_000,
      });
    } finally {
      answerAreas();
    }
  });

  it("a reload's first render waits for those counties too, with the branch and its areas (the map draws with the page)", async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const austin = branchOf('Austin');
    await db.branches.update((q) => q.where({ id: austin.id }), {
      data(draft) {
        draft.city = 'Helena';
        draft.state_initials = 'MT';
      },
    });
    expect(loadedStateCounties([MONTANA]).size).toBe(0);
    const queryClient = createQueryClient();
    prefetchBranchPage({ queryClient, branchId: austin.id, params: {}, search: '' });
    // The session's wait for what was asked for ahead (bounded here only by the test's time).
    await aheadSettled(queryClient, 20_000);
    expect(loadedStateCounties([MONTANA]).size).toBe(1);
    // …and for its serving areas, asked for once the branch's details were in.
    for (const area of servingAreasByIdsOptions(austin.serving_area_ids))
      expect(queryClient.getQueryState(area.queryKey)?.status).toBe('success');
  });
});
