import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { db, server } from '@mocks/node';
import { loginAs, setupMockServer } from '@/app/test-utils';
import { configureHttpClient } from '@/platform/api/http-client';
import { createQueryClient } from '@/platform/api/query-client';
import { useServingAreasByIds } from '@/platform/map';

setupMockServer();
beforeEach(() => configureHttpClient({ getToken: () => localStorage.getItem('token') }));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useServingAreasByIds: one serving-areas/{id} per area, the spec call (4/8)', () => {
  it("loads a branch's areas with the spec's call for one area, never the ids= list", async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url));
    });
    const [a, b] = db.serving_areas.all().slice(0, 2);
    const { result } = renderHook(() => useServingAreasByIds([b!.id, a!.id, b!.id]), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.events.removeAllListeners('request:start');
    expect(result.current.areas.map((area) => area.id)).toEqual(
      [a!.id, b!.id].sort((x, y) => x - y),
    );
    const paths = asked.map((url) => url.pathname).sort();
    expect(paths).toEqual([`/api/serving-areas/${a!.id}`, `/api/serving-areas/${b!.id}`].sort());
  });

  it('a failed area makes the list an error; Try again asks again for that one only', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const [a, b] = db.serving_areas.all().slice(0, 2);
    let fail = true;
    const asked: number[] = [];
    server.use(
      http.get('*/api/serving-areas/:id', ({ params }) => {
        asked.push(Number(params.id));
        if (fail && Number(params.id) === b!.id)
          return HttpResponse.json(
            { data: null, message: 'Not found', errors: {}, success: false },
            { status: 404 },
          );
        return undefined;
      }),
    );
    const { result } = renderHook(() => useServingAreasByIds([a!.id, b!.id]), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    asked.length = 0;
    await act(() => result.current.query.refetch());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).toEqual([b!.id]);
    expect(result.current.areas).toHaveLength(2);
  });

  it('no ids: ready at once, asking nothing', () => {
    const { result } = renderHook(() => useServingAreasByIds([]), { wrapper });
    expect(result.current).toMatchObject({ status: 'ready', areas: [] });
  });
});
