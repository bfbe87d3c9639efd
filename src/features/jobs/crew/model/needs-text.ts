import type { CrewMember } from '@/platform/api/generated/model';
import { countOf, daysPhrase, fullName } from '@/platform/format';
import { sentence } from '@/platform/orders';
import type { CrewMode } from './invitation-state';

/**
 * Best matches' line on what the crew still needs: its open spots, then the positions its
 * people lack (a driver per truck, a foreman), e.g. '3 open spots; still needed: 1 driver and
 * a foreman.' The positions can outnumber the spots (a crew of helpers for a two-truck job):
 * then it says so, rather than ask three people of one spot ('1 open spot; still needed: 2
 * drivers and a foreman' read as a contradiction). With no open spot it says whether invitations
 * still wait for answers, or whether the crew is full (QA 164 L1: a full crew with nothing
 * pending read "Every spot has an invitation.").
 */
export function needsText(
  spots: number,
  needs: { drivers: number; foremen: number },
  pending: number,
  /**
   * Who on the crew has time off during the job (`crewOffDuringJob`): they hold spots; and
   * whether Invite someone else is offered for them (a job still ahead).
   */
  away: { people: readonly CrewMember[]; canReplace: boolean } = { people: [], canReplace: false },
): string {
  // QA 244 M1: "The crew is full." beside the board's "1 understaffed job" for her.
  if (spots === 0 && away.people.length > 0) {
    const take = 'take them off the crew to open a spot';
    return `The crew is full, but ${namesOf(away.people)} ${away.people.length === 1 ? 'has' : 'have'} time off then: ${away.canReplace ? `invite someone else in their place, or ${take}` : take}.`;
  }
  if (spots === 0) return pending > 0 ? 'Every spot has an invitation.' : 'The crew is full.';
  const open = countOf(spots, 'open spot');
  const parts = [
    needs.drivers > 0 ? countOf(needs.drivers, 'driver') : null,
    needs.foremen > 0 ? 'a foreman' : null,
  ].filter(Boolean);
  if (parts.length === 0) return `${open}.`;
  if (needs.drivers + needs.foremen <= spots)
    return `${open}; still needed: ${parts.join(' and ')}.`;
  return `${open}; the crew still lacks ${parts.join(' and ')}, more than its open ${spots === 1 ? 'spot' : 'spots'} can take.`;
}

/** 'Maria Lopez', 'Maria Lopez and Ian Chen', 'A, B and C'. */
const namesOf = (people: readonly CrewMember[]) => {
  const names = people.map((m) => fullName(m));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * The crew page's note on people on its crew with time off during the job
 * (`crewOffDuringJob`, the dispatch board's rule): they stay on it, and in its count, but will
 * not come, so the job is short by them (and by its open spots) as the board counts it. While
 * they fill the crew nobody new can accept (the server refuses an acceptance past the crew's
 * size): the way forward is Invite someone else (before the start: it releases them and
 * invites the best match) or taking them off the crew (the page's own way: Keep and Save
 * crew, or Remove from crew). QA 244 M1: the page read "The crew is full".
 */
export function timeOffNote(input: {
  away: readonly CrewMember[];
  /** People the job needs, and who accepted (the API's `crew_count`, the away ones in it). */
  needed: number;
  accepted: number;
  mode: CrewMode;
  /** Invite someone else is offered (a job still ahead). */
  canReplace: boolean;
}): string {
  const { away, needed, accepted, mode, canReplace } = input;
  const one = away.length === 1;
  const who = one
    ? `${namesOf(away)} has time off ${daysPhrase(away[0]!.time_off!)} but is still on the crew`
    : `${namesOf(away)} have time off during this job but are still on the crew`;
  const short = Math.max(0, needed - accepted) + away.length;
  const full = accepted >= needed ? 'Nobody new can accept while the crew is full: ' : '';
  const spot = one ? 'their spot' : 'their spots';
  const takeOff =
    mode === 'team-edit'
      ? `untick Keep and save the crew to open ${spot}`
      : `remove them from the crew to open ${spot}`;
  const way = canReplace ? `invite someone else in their place, or ${takeOff}` : takeOff;
  return `${who}: the job is ${countOf(short, 'person', 'people')} short. ${sentence(`${full}${way}.`)}`;
}
