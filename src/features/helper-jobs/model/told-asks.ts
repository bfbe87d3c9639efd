import type { QueryClient } from '@tanstack/react-query';

/*
 * One change to a job, one announcement. A move of a job she had confirmed (or a cut of its
 * pay) asks her confirmation again, so her count of jobs to confirm grows with it: the
 * change's push was told in its own words ("Job moved. …", announce-listeners.ts) and the
 * count's growth again ("A job is waiting for your confirmation.", the confirmations badge),
 * and the live region summed the two as "2 new updates" (a screen reader never heard the
 * move). The pushes' teller notes each ask it told with its change; the badge tells only the
 * asks no change told. Kept per app (its query client) and user, as the teller's memory is.
 */

type Ledger = {
  /** The end of the turn of the pushes heard so far (announce-listeners' inTurn). */
  settled: Promise<void>;
  /** Per user: the asks told with their change since the badge last took them. */
  told: Map<number, number>;
};

const ledgers = new WeakMap<QueryClient, Ledger>();

function ledgerOf(queryClient: QueryClient): Ledger {
  let ledger = ledgers.get(queryClient);
  if (!ledger) {
    ledger = { settled: Promise.resolve(), told: new Map() };
    ledgers.set(queryClient, ledger);
  }
  return ledger;
}

/** The pushes heard so far are told once `turn` ends (it never rejects). */
export function tellingUntil(queryClient: QueryClient, turn: Promise<void>): void {
  ledgerOf(queryClient).settled = turn;
}

/** A change told in its own words asked her confirmation (her job moved, its pay cut). */
export function askToldWithChange(queryClient: QueryClient, userId: number): void {
  const { told } = ledgerOf(queryClient);
  told.set(userId, (told.get(userId) ?? 0) + 1);
}

/**
 * Once the pushes heard so far are told (a count refetched for a push comes back before or
 * after its teller's read), how many asks they told with their change; taken, so at every
 * read of the count: an ask told that did not grow it (a move of a job she had not confirmed
 * yet, asked already) is not taken for a later one.
 */
export async function takeToldAsks(queryClient: QueryClient, userId: number): Promise<number> {
  const ledger = ledgerOf(queryClient);
  await ledger.settled;
  const taken = ledger.told.get(userId) ?? 0;
  ledger.told.delete(userId);
  return taken;
}
