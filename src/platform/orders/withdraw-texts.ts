import type { CrewMember } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';

/** A Cancel invitation whose invitation went with its job meanwhile (a 404): done all the same. */
export const invitationGoneText = (name: string) =>
  `The invitation of ${name} was already removed.`;

/**
 * The words of taking someone off an order from its crew row (cancel-by-company, the one call
 * for both). A pending invitation is cancelled. Someone who accepted is on the crew and is
 * removed from it: an invitation she accepted, or an outsourcing offer's application the
 * company accepted, which was never an invitation to her. The row cannot tell those two apart
 * (CrewMember says nothing of an offer), so the accepted words name no invitation (QA
 * helper-112: "Cancel invitation", "Invitation to Maria Lopez cancelled" for someone on the crew).
 */
export function withdrawTexts(member: CrewMember, orderNumber: number | undefined) {
  const name = fullName(member);
  const order = orderNumber === undefined ? 'the order' : `order #${orderNumber}`;
  if (member.invitation_status === 'accepted') {
    return {
      name,
      order,
      action: 'Remove from crew',
      actionLabel: `Remove ${name} from the crew`,
      title: 'Remove from crew',
      keep: 'Keep on crew',
      /** For the dialog's failure line: "Maria Lopez was not removed from the crew. Try again." */
      failure: [name, 'removed from the crew'] as const,
      done: `${name} was taken off the crew of ${order}`,
      /** Gone with its order meanwhile (a 404): done all the same ("Already gone is done"). */
      gone: `${name} was already removed from the crew of ${order}.`,
    };
  }
  return {
    name,
    order,
    action: 'Cancel invitation',
    actionLabel: `Cancel invitation of ${name}`,
    title: 'Cancel invitation',
    keep: 'Keep invitation',
    failure: [`the invitation of ${name}`, 'cancelled'] as const,
    done: `Invitation to ${name} cancelled`,
    gone: invitationGoneText(name),
  };
}

/**
 * What changed on her row since its dialog opened, when its question no longer fits; null while
 * it still does. `live` is her row now (undefined: she has left the crew). QA helper-172 H1: a
 * "Cancel invitation" left open while she accepted took her off the crew when confirmed; the
 * dialog says so instead, with only OK (Modal's `outdated`), and her row offers Remove from crew.
 */
export function withdrawChange(
  asked: CrewMember,
  live: CrewMember | undefined,
  orderNumber: number | undefined,
) {
  if (live?.invitation_status === asked.invitation_status) return null;
  const { name, order } = withdrawTexts(asked, orderNumber);
  if (live?.invitation_status === 'accepted') {
    return `${name} accepted meanwhile and is on the crew now. Nothing was cancelled.`;
  }
  if (asked.invitation_status === 'accepted')
    return `${name} is no longer on the crew of ${order}.`;
  return `${name} is no longer invited to ${order}: the invitation was declined or cancelled meanwhile.`;
}
