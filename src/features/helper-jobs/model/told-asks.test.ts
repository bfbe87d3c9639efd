import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askToldWithChange, takeToldAsks, tellingUntil } from './told-asks';

/*
 * Which read of her count of jobs to confirm settles an ask told with its change (a move of a
 * job she had confirmed): the badge tells only the growth no change told.
 */

const MARIA = 7;

/** A turn of the pushes' teller, ended by the test. */
function turn(queryClient: QueryClient) {
  let end!: () => void;
  tellingUntil(queryClient, new Promise<void>((resolve) => (end = resolve)));
  return { end };
}

describe('asks told with their change', () => {
  it('a read that grew, landed before the teller noted the ask, takes it once the turn ends', async () => {
    const client = new QueryClient();
    const telling = turn(client);
    // Read 2 landed with one more ask while the teller still read the moved job.
    const taken = takeToldAsks(client, MARIA, 2, 1);
    askToldWithChange(client, MARIA, 2);
    telling.end();
    expect(await taken).toBe(1);
    // Taken: the next growth is another ask.
    expect(await takeToldAsks(client, MARIA, 3, 1)).toBe(0);
  });

  it('a read that did not grow drops the asks noted before it landed (she was asked already)', async () => {
    const client = new QueryClient();
    askToldWithChange(client, MARIA, 2);
    expect(await takeToldAsks(client, MARIA, 3, 0)).toBe(0);
    // A later ask (another job's 48 h) is not taken for the move's.
    expect(await takeToldAsks(client, MARIA, 4, 1)).toBe(0);
  });

  it('a read that did not grow keeps an ask noted after it landed, for the teller’s own read', async () => {
    const client = new QueryClient();
    const telling = turn(client);
    // Read 3 was asked for before the change was whole (a move pushed in parts).
    const stale = takeToldAsks(client, MARIA, 3, 0);
    askToldWithChange(client, MARIA, 3);
    telling.end();
    expect(await stale).toBe(0);
    // The teller's read again, 4, grew: the move's ask.
    expect(await takeToldAsks(client, MARIA, 4, 1)).toBe(1);
  });

  it('is kept per app and per user', async () => {
    const one = new QueryClient();
    const other = new QueryClient();
    askToldWithChange(one, MARIA, 1);
    expect(await takeToldAsks(other, MARIA, 2, 1)).toBe(0);
    expect(await takeToldAsks(one, MARIA + 1, 2, 1)).toBe(0);
    expect(await takeToldAsks(one, MARIA, 2, 1)).toBe(1);
  });
});
