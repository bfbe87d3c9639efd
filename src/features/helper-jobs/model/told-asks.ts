import type { QueryClient } from '@tanstack/react-query';

/*
 * One change to a job, one announcement. A move of a job she had confirmed (or a cut of its
 * pay) asks her confirmation again, so her count of jobs to confirm grows with it: the
 * change's push was told in its own words ("Job moved. …", announce-listeners.ts) and the
 * count's growth again ("A job is waiting for your confirmation.", the confirmations badge),
 * and the live region summed the two as "2 new updates" (a screen reader never heard the
 * move). The pushes' teller notes each ask it told with its change; the badge tells only the
 * growth no change told. Kept per app (its query client) and user, as the teller's memory is.
 *
 * Which read of the count settles a note: reads are numbered (React Query's dataUpdateCount);
 * a note keeps the number of the last read before it, and the teller then reads the count
 * again, replacing a read on its way, so every read that lands after the note saw the change.
 * A read that grew takes every note (it may have landed before the teller's read of the job
 * made its note: hence the wait for the pushes heard so far). A read that did not grow drops
 * the notes made before it landed: their ask did not grow the count (she had not confirmed
 * that job yet, asked already). A note made after it landed is kept for the teller's read: the
 * read may have been asked for before the change was whole (a change pushed in parts, each
 * refetching the count: a move's order, then its crew's reset).
 */

type Ledger = {
  /** The end of the turn of the pushes heard so far (announce-listeners' inTurn). */
  settled: Promise<void>;
  /** Per user: the notes not yet settled, each the number of the last read before it. */
  notes: Map<number, number[]>;
};

const ledgers = new WeakMap<QueryClient, Ledger>();

function ledgerOf(queryClient: QueryClient): Ledger {
  let ledger = ledgers.get(queryClient);
  if (!ledger) {
    ledger = { settled: Promise.resolve(), notes: new Map() };
    ledgers.set(queryClient, ledger);
  }
  return ledger;
}

/** The pushes heard so far are told once `turn` ends (it never rejects). */
export function tellingUntil(queryClient: QueryClient, turn: Promise<void>): void {
  ledgerOf(queryClient).settled = turn;
}

/**
 * A change told in its own words asked her confirmation (her job moved, its pay cut); `read`:
 * the number of the count's last read. The caller then reads the count again.
 */
export function askToldWithChange(queryClient: QueryClient, userId: number, read: number): void {
  const { notes } = ledgerOf(queryClient);
  notes.set(userId, [...(notes.get(userId) ?? []), read]);
}

/**
 * For the count's read number `read`, which grew it by `grown` (0: it did not), once the
 * pushes heard so far are told: how many asks a change told, of that growth.
 */
export async function takeToldAsks(
  queryClient: QueryClient,
  userId: number,
  read: number,
  grown: number,
): Promise<number> {
  const ledger = ledgerOf(queryClient);
  await ledger.settled;
  const notes = ledger.notes.get(userId) ?? [];
  const kept = grown > 0 ? [] : notes.filter((before) => before >= read);
  ledger.notes.set(userId, kept);
  return grown > 0 ? notes.length : 0;
}
