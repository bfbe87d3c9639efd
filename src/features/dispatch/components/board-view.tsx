import { Button } from '@blueprintjs/core';
import { memo, useMemo, useState, type DragEvent } from 'react';
import { formatPositions, formatTimeRange, fullName, timeOffText } from '@/platform/format';
import { orderStatusLabel } from '@/platform/orders';
import { ListTag, useProgressiveCount } from '@/platform/ui';
import { href } from '@/platform/routing';
import { Link } from 'wouter';
import {
  bookingText,
  isFree,
  onJobDuringTimeOff,
  type Board,
  type JobRow,
  type PersonRow,
} from '../model/board';
import { dayAxis, hourLabel, placeOnAxis, type DayAxis } from '../model/day-axis';
import { AcceptedSlot } from './accepted-slot';
import { InviteMenu, MoveMenu } from './invite-menu';

/** What is being dragged: a person (to invite) or a pending invitation (to move). */
export type Dragged =
  | { kind: 'person'; employeeId: number }
  | { kind: 'invitation'; employeeId: number; invitationId: number; fromOrderId: number };

const DRAG_TYPE = 'application/x-movers-dispatch';

export interface BoardActions {
  invite: (row: PersonRow, job: JobRow) => void;
  cancel: (job: JobRow, invitationId: number, name: string) => void;
  move: (from: JobRow, to: JobRow, employeeId: number, invitationId: number, name: string) => void;
  drop: (dragged: Dragged, job: JobRow) => void;
}

export interface BoardViewProps {
  board: Board;
  day: string;
  timeZone: string;
  actions: BoardActions;
  busy: boolean;
}

function stateText(row: PersonRow): string {
  const window = row.person.window;
  const off = row.person.time_off;
  if (row.state === 'time-off' && off) return timeOffText(off);
  if (row.state === 'off') return 'Off today';
  if (row.state === 'no-schedule') return 'No fixed hours';
  return `Works ${window!.from}-${window!.to}`;
}

const startDrag = (event: DragEvent, dragged: Dragged) => {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
  event.dataTransfer.effectAllowed = 'copyMove';
};

function readDrag(event: DragEvent): Dragged | null {
  try {
    return JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as Dragged;
  } catch {
    return null;
  }
}

/** A job's crew: accepted by name, pending greyed (cancel, move), open spots as gaps. */
function CrewSlots({
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
        <AcceptedSlot key={m.invitation_id} member={m} />
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
              />
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={`Cancel ${fullName(m)}'s invitation to #${job.order.number}`}
                onClick={() => actions.cancel(job, m.invitation_id, fullName(m))}
              />
            </>
          )}
        </li>
      ))}
      {job.done
        ? null
        : Array.from({ length: job.open }, (_, i) => (
            <li key={`open-${i}`} className="dispatch-slot dispatch-slot--open">
              Open spot
            </li>
          ))}
    </ul>
  );
}

/** A job as a drop target: a person dropped on it is invited, an invitation moved to it. */
function useDropTarget(job: JobRow, actions: BoardActions) {
  const [over, setOver] = useState(false);
  const accepts = !job.done && job.open > 0;
  return {
    over,
    props: {
      onDragOver: (event: DragEvent) => {
        if (!accepts || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const dragged = readDrag(event);
        if (!accepts || !dragged) return;
        event.preventDefault();
        actions.drop(dragged, job);
      },
    },
  };
}

/** What every row of a day shares. Rows are memoised: each prop is stable while the day shows. */
type RowProps = Omit<BoardViewProps, 'busy'> & { axis: DayAxis | null };

const JobLine = memo(function JobLine({
  job,
  axis,
  board,
  day,
  timeZone,
  actions,
}: RowProps & { job: JobRow }) {
  const drop = useDropTarget(job, actions);
  const { order } = job;
  const status = job.done ? 'Completed' : orderStatusLabel(order.status);
  const place = axis ? placeOnAxis(axis, order, day, timeZone) : null;
  return (
    <li
      className={`dispatch-job${drop.over ? ' dispatch-job--over' : ''}${job.done ? ' dispatch-job--done' : ''}`}
      data-order-id={order.id}
      {...drop.props}
    >
      <div className="dispatch-job__label">
        <Link
          href={href('company-job-team-edit', { id: order.id })}
          className="dispatch-job__title"
        >
          #{order.number} {order.customer_name} {order.customer_last_name}
        </Link>
        <span className="dispatch-job__meta">
          {formatTimeRange(order.start_at, order.end_at, timeZone)} · {status}
          {job.done ? '' : ` · ${job.open === 0 ? 'crew full' : `${job.open} open`}`}
        </span>
      </div>
      <div className="dispatch-job__track">
        {place && (
          <span
            className={`dispatch-bar dispatch-bar--${job.done ? 'done' : job.open > 0 ? 'short' : 'full'}`}
            style={{ left: `${place.left}%`, width: `${place.width}%` }}
            aria-hidden
          />
        )}
        <CrewSlots job={job} board={board} timeZone={timeZone} actions={actions} />
      </div>
    </li>
  );
});

const PersonLine = memo(function PersonLine({
  row,
  axis,
  board,
  day,
  timeZone,
  actions,
  busy,
}: RowProps & { row: PersonRow; busy: boolean }) {
  const bookings = [...row.busy, ...row.unanswered];
  return (
    <li
      className="dispatch-person"
      draggable
      onDragStart={(event) =>
        startDrag(event, { kind: 'person', employeeId: row.person.employee_id })
      }
      data-employee-id={row.person.employee_id}
    >
      <div className="dispatch-person__label">
        <span className="dispatch-person__name">{row.name}</span>
        <span className="dispatch-person__meta">
          {formatPositions(row.person.positions)}
          {row.person.is_helper ? ' · marketplace helper' : ''}
        </span>
        <span className="dispatch-person__tags">
          <ListTag intent={row.state === 'off' || row.state === 'time-off' ? 'warning' : 'none'}>
            {stateText(row)}
          </ListTag>
          {row.busy.map((b) => (
            <ListTag
              // On a job of the board during their time off: its flag says so too.
              intent={onJobDuringTimeOff(board, row, b) ? 'danger' : 'primary'}
              key={`b${b.invitation_id ?? b.start_at}`}
            >
              {bookingText(board, b, timeZone)}
            </ListTag>
          ))}
          {row.unanswered.map((b) => (
            <ListTag key={`p${b.invitation_id}`}>Not answered: #{b.number}</ListTag>
          ))}
          {row.overlaps.length > 0 && <ListTag intent="danger">Overlapping invitations</ListTag>}
        </span>
      </div>
      {axis && (
        <div className="dispatch-person__track" aria-hidden>
          {bookings.map((b, i) => {
            const place = placeOnAxis(axis, b, day, timeZone);
            return (
              <span
                key={i}
                className={`dispatch-bar dispatch-bar--${b.status === 'accepted' ? 'booked' : 'invited'}`}
                style={{ left: `${place.left}%`, width: `${place.width}%` }}
              />
            );
          })}
        </div>
      )}
      <div className="dispatch-person__actions">
        <InviteMenu
          board={board}
          row={row}
          timeZone={timeZone}
          onInvite={actions.invite}
          disabled={busy}
        />
      </div>
    </li>
  );
});

function AxisHeader({ axis }: { axis: DayAxis }) {
  const length = axis.to - axis.from;
  return (
    <div className="dispatch-axis" aria-hidden>
      {axis.hours.map((hour) => (
        <span key={hour} style={{ left: `${((hour * 60 - axis.from) / length) * 100}%` }}>
          {hourLabel(hour)}
        </span>
      ))}
    </div>
  );
}

/**
 * The board: the day's jobs on a time axis with their crews, then the people with what they
 * are booked for. Below 960 px (`compact`) the same lists without the axis, and only the
 * people free that day.
 */
export function BoardView(props: BoardViewProps & { compact: boolean }) {
  const { board, day, timeZone, actions, busy, compact } = props;
  const axis = useMemo(
    () =>
      compact
        ? null
        : dayAxis(
            board.jobs.map((job) => job.order),
            day,
            timeZone,
          ),
    [board, day, timeZone, compact],
  );
  const people = useMemo(
    () => (compact ? board.people.filter(isFree) : board.people),
    [board, compact],
  );
  const row = { axis, board, day, timeZone, actions };
  // A busy day is hundreds of rows: the jobs first, then the people, a slice per task.
  const shown = useProgressiveCount(board.jobs.length + people.length, day, {
    first: 24,
    step: 8,
  });
  const jobsShown = board.jobs.slice(0, shown);
  const peopleShown = people.slice(0, Math.max(0, shown - board.jobs.length));
  return (
    <div className={`dispatch-board${compact ? ' dispatch-board--compact' : ''}`}>
      <section aria-labelledby="dispatch-jobs">
        <h2 id="dispatch-jobs" className="dispatch-board__heading">
          Jobs ({board.jobs.length})
        </h2>
        {axis && <AxisHeader axis={axis} />}
        {board.jobs.length === 0 ? (
          <p className="dispatch-board__empty">No jobs this day.</p>
        ) : (
          <ul className="dispatch-jobs">
            {jobsShown.map((job) => (
              <JobLine key={job.order.id} job={job} {...row} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dispatch-people">
        <h2 id="dispatch-people" className="dispatch-board__heading">
          {compact ? `Free this day (${people.length})` : `People (${people.length})`}
        </h2>
        {people.length === 0 ? (
          <p className="dispatch-board__empty">
            {compact ? 'Nobody of the branch is free this day.' : 'The branch has no members yet.'}
          </p>
        ) : (
          <ul className="dispatch-people">
            {peopleShown.map((person) => (
              <PersonLine key={person.person.employee_id} row={person} busy={busy} {...row} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
