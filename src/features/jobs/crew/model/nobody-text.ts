import { areaFit, areaNames } from '@/platform/orders';
import type { RankedCandidate, ReasonKind } from './crew-ranking';

const NOBODY = 'Nobody invitable can take this job';

/** What keeps people off the job, in the order it is said, and how. */
const WHY: Array<[ReasonKind, (areas: string) => string]> = [
  ['outside', (areas) => `outside their serving areas (${areas})`],
  ['busy', () => 'busy with another job then'],
  ['off', () => 'off that day'],
  ['unavailable', () => 'unavailable at that time'],
];

/**
 * Best matches' line when nobody invitable can take the job, with why in words (QA-221 L2:
 * "Nobody invitable can take this job." over "Cannot take this job (33)" said only a count):
 * a job outside the branch's own serving area first (`branchAreaIds`, once known: its team
 * serves that area), then how many each reason keeps off ("all 33 are outside their serving
 * areas (Harris County, TX)"; someone can count under two reasons).
 */
export function nobodyText(
  blocked: readonly RankedCandidate[],
  orderAreas: Parameters<typeof areaNames>[0],
  branchAreaIds?: readonly number[],
): string {
  if (blocked.length === 0) return `${NOBODY}.`;
  const areas = areaNames(orderAreas);
  const count = (kind: ReasonKind) =>
    blocked.filter((r) => r.reasons.some((why) => why.kind === kind && why.effect === 'block'))
      .length;
  const branchOutside = !!branchAreaIds && areaFit(orderAreas, branchAreaIds)?.kind === 'outside';
  const outsideBranch = `it is outside the branch's serving area (${areas})`;
  if (branchOutside && count('outside') === blocked.length)
    return `${NOBODY}: ${outsideBranch}, and nobody invitable serves it.`;
  const parts = WHY.flatMap(([kind, words]) => {
    const n = count(kind);
    if (n === 0) return [];
    const who = n === blocked.length && n > 1 ? `all ${n} are` : `${n} ${n === 1 ? 'is' : 'are'}`;
    return [`${who} ${words(areas)}`];
  });
  return `${NOBODY}: ${[...(branchOutside ? [outsideBranch] : []), ...parts].join('; ')}.`;
}
