import { Button } from '@blueprintjs/core';
import { fullName, timeOffText } from '@/platform/format';
import { NO_ANSWER } from '@/platform/orders';
import type { Board, JobRow } from '../model/board';
import { AcceptedSlot } from './accepted-slot';
import type { BoardActions } from './board-view';
import { startDrag } from './drag';
import { MoveMenu } from './invite-menu';

/**
 * Gives the focus to a job's title: where it goes when what had it on the job's crew has gone
 * (a chip cancelled or moved; QA 56: a keyboard user lost their place).
 */
export function focusJobTitle(orderId: number) {
  document
    .querySelector<HTMLElement>(`.dispatch-job[data-order-id="${orderId}"] .dispatch-job__title`)
    ?.focus();
}

/**
 * A job's crew: accepted by name, pending greyed (cancel, move), an ended job's unanswered
 * invitations "(no answer)" as the crew page reads them (nothing to cancel or move: nobody can
 * accept them now), then the open spots as gaps.
 * An invitee holds a spot until she answers, so the chips are as many as the people needed
 * (more only when more were invited).
 */
export function CrewSlots({
  job,
  board,
  timeZone,
  actions,
}: {
  job: JobRow;
  board: Board;
  timeZone: string;
  actions: BoardActions;
}) {
  return (
    <ul className="dispatch-crew" aria-label={`Crew of #${job.order.number}`}>
      {job.accepted.map((m) => (
        <AcceptedSlot
          key={m.invitation_id}
          member={m}
          notArrived={job.notArrived.includes(m)}
          done={job.done}
        />
      ))}
      {job.pending.map((m) => (
        <li
          key={m.invitation_id}
          className={`dispatch-slot dispatch-slot--pending${m.time_off ? ' dispatch-slot--time-off' : ''}`}
          draggable={!job.done}
          onDragStart={(event) =>
            startDrag(event, {
              kind: 'invitation',
              employeeId: m.employee_id,
              invitationId: m.invitation_id,
              fromOrderId: job.order.id,
            })
          }
        >
          <span title={m.time_off ? timeOffText(m.time_off) : undefined}>
            {`${fullName(m)} (invited${m.time_off ? ' · time off' : ''})`}
          </span>
          {!job.done && (
            <>
              <MoveMenu
                board={board}
                from={job}
                employeeId={m.employee_id}
                name={fullName(m)}
                timeZone={timeZone}
                onMove={(to) => actions.move(job, to, m.employee_id, m.invitation_id, fullName(m))}
                onFocusLost={() => focusJobTitle(job.order.id)}
              />
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={`Cancel ${fullName(m)}'s invitation to #${job.order.number}`}
                // The dialog gives the focus back here; once the chip has gone with the
                // invitation, to the job's title (the page's `focusJobTitle`). Moved there at the
                // click, it came back to the title on Escape too (QA helper-116).
                onClick={() => actions.cancel(job, m.invitation_id, fullName(m))}
              />
            </>
          )}
        </li>
      ))}
      {job.noAnswer.map((m) => (
        <li key={m.invitation_id} className="dispatch-slot dispatch-slot--no-answer">
          {`${fullName(m)} (${NO_ANSWER.toLowerCase()})`}
        </li>
      ))}
      {job.done || job.ended
        ? null
        : Array.from({ length: job.openSpots }, (_, i) => (
            <li key={`open-${i}`} className="dispatch-slot dispatch-slot--open">
              Open spot
            </li>
          ))}
    </ul>
  );
}
