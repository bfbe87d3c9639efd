import { memo, useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { formatPositions, formatTimeRange } from '@/platform/format';
import { crewHref, orderStatusLabel, orderStatusTone } from '@/platform/orders';
import { RosterMark } from '@/platform/roster';
import { ListTag, useProgressiveCount } from '@/platform/ui';
import { Link } from 'wouter';
import {
  bookingText,
  isBlocked,
  isFree,
  onJobDuringTimeOff,
  openText,
  personStateText,
  takesInvitations,
  type Board,
  type JobRow,
  type PersonRow,
} from '../model/board';
import { dayAxis, hourLabel, placeOnAxis, type DayAxis } from '../model/day-axis';
import { CrewSlots } from './crew-slots';
import { carriesDrag, readDrag, startDrag, type Dragged } from './drag';
import { InviteMenu } from './invite-menu';
import { noInvitationsText } from '../model/invitable-jobs';

/** The note that says why every "Invite to…" is off; each button is described by it. */
const NO_INVITATIONS_ID = 'dispatch-no-invitations';

export type { Dragged } from './drag';

export interface BoardActions {
  invite: (row: PersonRow, job: JobRow) => void;
  cancel: (job: JobRow, invitationId: number, name: string) => void;
  move: (from: JobRow, to: JobRow, employeeId: number, invitationId: number, name: string) => void;
  drop: (dragged: Dragged, job: JobRow) => void;
}

export interface BoardViewProps {
  board: Board;
  day: string;
  /** The branch's today: a person off on another day is "Off that day". */
  today: string;
  timeZone: string;
  actions: BoardActions;
  busy: boolean;
}

/** A job as a drop target: a person dropped on it is invited, an invitation moved to it. */
function useDropTarget(job: JobRow, actions: BoardActions) {
  const [over, setOver] = useState(false);
  const accepts = takesInvitations(job);
  return {
    over,
    props: {
      onDragOver: (event: DragEvent) => {
        if (!accepts || !carriesDrag(event)) return;
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
  // An ended job is history: what it lacked is no longer to fill (review 52 M1).
  const state = job.done ? '' : job.ended ? ' · ended' : ` · ${openText(job)}`;
  const place = axis ? placeOnAxis(axis, order, day, timeZone) : null;
  return (
    <li
      className={`dispatch-job${drop.over ? ' dispatch-job--over' : ''}${job.done ? ' dispatch-job--done' : ''}`}
      data-order-id={order.id}
      {...drop.props}
    >
      <div className="dispatch-job__label">
        <Link href={crewHref(order)} className="dispatch-job__title">
          #{order.number} {order.customer_name} {order.customer_last_name}
        </Link>
        <span className="dispatch-job__meta">
          {formatTimeRange(order.start_at, order.end_at, timeZone)} · {status}
          {state}
        </span>
      </div>
      <div className="dispatch-job__track">
        {place && (
          <span
            // The status's colour, as in the calendar (design guide).
            className={`dispatch-bar dispatch-bar--${orderStatusTone(order)}`}
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
  today,
  timeZone,
  actions,
  busy,
  closed,
}: RowProps & { row: PersonRow; busy: boolean; closed: boolean }) {
  const bookings = [...row.busy, ...row.unanswered];
  const blocked = isBlocked(row);
  // Where a job picked in "Invite to…" leaves the focus when the button has turned off (the
  // day's last open spot went): their name, in their row.
  const name = useRef<HTMLSpanElement>(null);
  const focusName = useCallback(() => name.current?.focus(), []);
  return (
    <li
      className="dispatch-person"
      draggable={!blocked}
      onDragStart={(event) =>
        startDrag(event, { kind: 'person', employeeId: row.person.employee_id })
      }
      data-employee-id={row.person.employee_id}
    >
      <div className="dispatch-person__label">
        <span ref={name} className="dispatch-person__name" tabIndex={-1}>
          {row.name}
        </span>
        <span className="dispatch-person__meta">
          {formatPositions(row.person.positions)}
          {row.person.is_helper ? ' · marketplace helper' : ''}
        </span>
        <span className="dispatch-person__tags">
          {blocked && <RosterMark status="blocked" />}
          <ListTag intent={row.state === 'off' || row.state === 'time-off' ? 'warning' : 'none'}>
            {personStateText(row, day === today)}
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
          busy={busy}
          disabled={blocked || closed}
          describedBy={closed ? NO_INVITATIONS_ID : undefined}
          onFocusLost={focusName}
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
  const { board, day, today, timeZone, actions, busy, compact } = props;
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
  const row = { axis, board, day, today, timeZone, actions };
  const closedText = useMemo(() => noInvitationsText(board), [board]);
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
          <>
            {closedText && (
              <p id={NO_INVITATIONS_ID} className="dispatch-board__note">
                {closedText}
              </p>
            )}
            <ul className="dispatch-people">
              {peopleShown.map((person) => (
                <PersonLine
                  key={person.person.employee_id}
                  row={person}
                  busy={busy}
                  closed={closedText !== null}
                  {...row}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
