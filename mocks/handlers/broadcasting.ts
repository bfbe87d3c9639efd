import { http, HttpResponse } from 'msw';
import { db, canManageBranch } from '../db';
import { authString, hub, MOCK_APP_KEY, parsePrivateChannel } from '../realtime';
import { forbidden, validationError } from './lib/envelope';
import { requireUser } from './lib/guards';

async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  const body: unknown = await request.json().catch(() => ({}));
  return (body && typeof body === 'object' ? body : {}) as Record<string, string>;
}

/** Contract tag `broadcasting`. */
export const broadcastingHandlers = [
  // Private-channel auth, as Laravel answers Pusher: {auth: "key:signature"}, not the
  // envelope. A user may join their own user channel and the channels of branches they
  // manage; anything else is 403.
  http.post('*/api/broadcasting/auth', async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request);
    const socketId = String(body.socket_id ?? '');
    const channelName = String(body.channel_name ?? '');
    const errors: Record<string, string[]> = {};
    if (!socketId) errors.socket_id = ['The socket id field is required.'];
    if (!channelName) errors.channel_name = ['The channel name field is required.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const channel = parsePrivateChannel(channelName);
    if (!channel) throw forbidden();
    if (channel.kind === 'user' && channel.id !== user.id) throw forbidden();
    if (channel.kind === 'branch') {
      const branch = db.findById('branches', channel.id);
      if (!branch || !canManageBranch(user, branch)) throw forbidden();
    }
    return HttpResponse.json({ auth: authString(MOCK_APP_KEY, socketId, channelName) });
  }),
];

export { hub };
