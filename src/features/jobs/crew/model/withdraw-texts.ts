import type { CrewMember } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';

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
  };
}
