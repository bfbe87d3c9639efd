import { checkResponse, fieldPath, RESPONSE_CHECK_MARKER } from './response-check';

const API = 'http://provider.test/api';
const FEED = `${API}/notifications/branch/3/get-notifications?page=1`;

const notification = {
  id: 1,
  branch_id: 3,
  kind: 'order_created',
  title: 'Order created',
  body: 'A new job',
  is_read: false,
  order_id: 9,
  created_at: '2027-01-04T10:00:00-06:00',
};
const feed = (item: Record<string, unknown>) => ({
  data: { current_page: 1, last_page: 1, per_page: 10, total: 1, data: [item] },
  message: '',
  errors: {},
  success: true,
});

describe('the development response check', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('says nothing of an answer the contract allows', () => {
    expect(checkResponse({ method: 'get', url: FEED, body: feed(notification) }, API)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the operation and the field of an answer that differs', () => {
    const wrong = feed({ ...notification, title: 42, kind: 'party' });
    const fields = checkResponse({ method: 'get', url: FEED, body: wrong }, API);
    expect(fields).toHaveLength(2);
    expect(fields.join('\n')).toContain('data.data[0].title');
    expect(fields.join('\n')).toContain('data.data[0].kind');
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toContain(
      'listBranchNotifications (GET /notifications/branch/{branchId}/get-notifications)',
    );
    expect(message).toContain(RESPONSE_CHECK_MARKER);
    expect(message).toContain('data.data[0].title');
  });

  it('reports a missing field by its path', () => {
    const body = { data: { unread_count: 2 }, message: '', errors: {} };
    const url = `${API}/notifications/branch/3/notifications-count`;
    expect(checkResponse({ method: 'GET', url, body }, API)).toEqual([
      expect.stringMatching(/^success: /),
    ]);
    expect(String(warn.mock.calls[0]![0])).toContain('getBranchNotificationsCount');
  });

  it('skips the operations it is told to (hybrid mode: the mocked ones) and calls of no operation', () => {
    const wrong = feed({ ...notification, title: 42 });
    const skip = new Set(['listBranchNotifications']);
    expect(checkResponse({ method: 'get', url: FEED, body: wrong }, API, skip)).toEqual([]);
    expect(checkResponse({ method: 'get', url: `${API}/nothing-here`, body: 1 }, API)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes field paths as code would', () => {
    expect(fieldPath(['data', 'data', 0, 'title'])).toBe('data.data[0].title');
    expect(fieldPath([])).toBe('(body)');
  });
});
