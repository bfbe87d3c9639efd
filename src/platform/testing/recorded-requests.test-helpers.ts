import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';

/**
 * The requests the app makes on the tests' mock server from here until the test ends, in the
 * order they start: those `which` picks (all by default), each a clone whose body can still be
 * read. `urls()` gives their addresses.
 */
export function recordRequests(which: (url: URL) => boolean = () => true) {
  const requests: Request[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (which(new URL(request.url))) requests.push(request.clone());
  };
  server.events.on('request:start', onRequest);
  onTestFinished(() => void server.events.removeListener('request:start', onRequest));
  return { requests, urls: () => requests.map((request) => new URL(request.url)) };
}
