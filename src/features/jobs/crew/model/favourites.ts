import type { RankedCandidate } from './crew-ranking';

/** "Invite favourites" (7/8): the favourites who can take the job, best first, up to the open spots. */
export function favouritesToInvite(
  ranked: readonly RankedCandidate[],
  spots: number,
): RankedCandidate[] {
  return ranked.filter((r) => r.eligible && r.favourite).slice(0, spots);
}
