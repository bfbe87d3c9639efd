import { apiOperations, operationOf, selectOperations } from '@/platform/api/operations';
import { handlers } from '../handlers';
import { handlerOperation, hybridProblem, selectHandlers } from './setup';

/*
 * Hybrid mode's tables: each mock handler is the handler of one contract operation (so
 * VITE_MOCK can pick them), and a request's URL names its operation.
 */

const API = 'http://provider.test/api';

describe('hybrid mode: handlers by operation', () => {
  it('maps every mock handler to an operation of the contract, and every operation has one', () => {
    const unmapped = handlers
      .filter((h) => !handlerOperation(h))
      .map((h) => (h.info as { header: string }).header);
    expect(unmapped).toEqual([]);
    const mapped = new Set(handlers.map((h) => handlerOperation(h)!.operationId));
    expect(apiOperations.filter((op) => !mapped.has(op.operationId))).toEqual([]);
  });

  it('picks the handlers of a tag and of single operationIds, and nothing else', () => {
    const picked = selectHandlers(handlers, selectOperations('notifications, getMe'));
    expect(picked.handlers.map((h) => handlerOperation(h)!.operationId).sort()).toEqual([
      'getBranchNotificationsCount',
      'getMe',
      'listBranchNotifications',
      'markAllBranchNotificationsAsRead',
      'markBranchNotificationAsRead',
    ]);
    expect(picked.unhandled).toEqual([]);
  });

  it('reports names the contract does not have, and a list that names nothing', () => {
    const selection = selectOperations('notifications,notification,getMee');
    expect(selection.unknown).toEqual(['notification', 'getMee']);
    expect(selection.operations).toHaveLength(4);
    expect(hybridProblem(selection)).toBe(
      'VITE_MOCK names what the contract does not have: notification, getMee. Use tags or operationIds of contract/openapi.yaml.',
    );
    expect(hybridProblem(selectOperations(' , '))).toBe(
      'VITE_MOCK names no operation: nothing is mocked.',
    );
    expect(hybridProblem(selectOperations('helper-calendar'))).toBeUndefined();
  });
});

describe('operationOf', () => {
  it.each([
    ['GET', `${API}/company-branches/5/orders/count?filter[status]=x`, 'getBranchOrdersCount'],
    ['GET', `${API}/company-branches/5/orders`, 'listBranchOrders'],
    ['POST', `${API}/company-branches/5/orders`, 'createBranchOrder'],
    ['GET', `${API}/orders/7`, 'getOrder'],
    ['delete', `${API}/orders/7`, 'deleteOrder'],
    ['GET', `${API}/notifications/branch/2/get-notifications?page=1`, 'listBranchNotifications'],
    ['POST', `${API}/auth/get-me`, 'getMe'],
  ])('%s %s is %s', (method, url, id) => {
    expect(operationOf(method, url, API)?.operationId).toBe(id);
  });

  it('names no operation for other hosts, other paths and other methods', () => {
    expect(operationOf('GET', 'http://elsewhere.test/api/orders/7', API)).toBeUndefined();
    expect(operationOf('GET', `${API}/orders/7/unknown`, API)).toBeUndefined();
    expect(operationOf('PATCH', `${API}/orders/7`, API)).toBeUndefined();
    expect(operationOf('GET', 'http://provider.test/assets/app.js', API)).toBeUndefined();
  });

  it('reads relative URLs against the page (mock mode, axios paths)', () => {
    expect(operationOf('GET', '/api/orders/7', '/api', 'http://localhost:5173')?.operationId).toBe(
      'getOrder',
    );
  });
});
