import { HttpResponse } from 'msw';
import { http, immediate } from './lib/http';
import { authorizeBroadcastingChannelBody } from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import { db, canManageBranch } from '../db';
import { authString, hub, MOCK_APP_KEY, parsePrivateChannel } from '../realtime';
import { forbidden } from './lib/envelope';
import { laravelInput, readJson, validate } from './lib/validation';
import { requireUser } from './lib/guards';

/** Pusher posts the form encoded; JSON is accepted too. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return laravelInput(Object.fromEntries(new URLSearchParams(await request.text()))) as Record<
      string,
      unknown
    >;
  return readJson(request);
}

/** Contract tag `broadcasting`. */
export const broadcastingHandlers = [
  // Private-channel auth, as Laravel answers Pusher: {auth: "key:signature"}, not the
  // envelope. A user may join their own user channel and the channels of branches they
  // manage; anything else is 403.
  http.post(
    '*/api/broadcasting/auth',
    immediate(async ({ request }) => {
      const user = requireUser(request);
      const { socket_id: socketId, channel_name: channelName } = validate(
        authorizeBroadcastingChannelBody,
        await readBody(request),
      );
      const channel = parsePrivateChannel(channelName);
      if (!channel) throw forbidden();
      if (channel.kind === 'user' && channel.id !== user.id) throw forbidden();
      if (channel.kind === 'branch') {
        const branch = db.findById('branches', channel.id);
        if (!branch || !canManageBranch(user, branch)) throw forbidden();
      }
      return HttpResponse.json({ auth: authString(MOCK_APP_KEY, socketId, channelName) });
    }),
  ),
];

export { hub };
