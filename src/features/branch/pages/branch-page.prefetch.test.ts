import { http } from 'msw';
import { db, server } from '@mocks/node';
import { loginAs, setupMockServer } from '@/app/test-utils';
import { configureHttpClient } from '@/platform/api/http-client';
import { createQueryClient } from '@/platform/api/query-client';
import { loadedStateCounties } from '@/platform/map/counties';
import { branchOf } from './branch-page.test-helpers';
import { prefetchBranchPage } from './branch-page';

setupMockServer();
beforeEach(() => configureHttpClient({ getToken: () => localStorage.getItem('token') }));

// The counties' module keeps what it loaded for the page's life: this file has a module graph
// of its own (scripts/isolated-tests.mjs), so no state's counties are in when it starts, which
// the first check below proves. Wyoming, a state none of the demo's branches is in.
const WYOMING = '56';

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
});
