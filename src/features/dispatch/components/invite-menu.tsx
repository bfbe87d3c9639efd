import { Button, Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { GuardedPopover, focusIsLost, useMenuKeys, watchForLostFocus } from '@/platform/ui';
import { formatTimeRange, zonedClock } from '@/platform/format';
import { invitableJobs, jobNote } from '../model/invitable-jobs';
import { takesInvitations, type Board, type JobRow, type PersonRow } from '../model/board';

/**
 * A job as a menu item: its number and customer, then its times (and what may not suit) on a
 * line of their own, so a phone's narrow menu wraps instead of cutting the name (review 52
 * L6: "#1127 De…").
 */
function JobItem({ job, when, onClick }: { job: JobRow; when: string; onClick: () => void }) {
  return (
    <MenuItem
      multiline
      className="dispatch-menu__item"
      text={
        <>
          {`#${job.order.number} ${job.order.customer_name} ${job.order.customer_last_name} `}
          <span className="dispatch-menu__when">{when}</span>
        </>
      }
      onClick={onClick}
    />
  );
}

function InviteMenuItems({
  board,
  row,
  timeZone,
  onInvite,
}: {
  board: Board;
  row: PersonRow;
  timeZone: string;
  onInvite: (row: PersonRow, job: JobRow) => void;
}) {
  const jobs = invitableJobs(board, row, (iso) => zonedClock(iso, timeZone));
  const keys = useMenuKeys();
  return (
    <Menu
      aria-label={`Invite ${row.name} to`}
      className="dispatch-menu"
      ulRef={keys.ref}
      onKeyDown={keys.onKeyDown}
    >
      {jobs.length === 0 ? (
        <MenuItem disabled text="No job of the day has an open spot for them" />
      ) : (
        <>
          <MenuDivider title={`Invite ${row.name} to`} />
          {jobs.map(({ job, note }) => (
            <JobItem
              key={job.order.id}
              job={job}
              when={[formatTimeRange(job.order.start_at, job.order.end_at, timeZone), note]
                .filter(Boolean)
                .join(' · ')}
              onClick={() => onInvite(row, job)}
            />
          ))}
        </>
      )}
    </Menu>
  );
}

/**
 * Whether the focus a pick left is still to place: lost (the page's body), on the menu's
 * button, or in the closing menu.
 */
function focusToPlace(button: HTMLElement | null): boolean {
  const active = document.activeElement;
  return focusIsLost() || active === button || !!active?.closest(`.${Classes.POPOVER}`);
}

/** How long after a pick's request the button, turned off, still hands the focus on. */
const PICK_SETTLES_MS = 1000;

/**
 * "Invite to…": the keyboard's way (and the phone's) to what dragging a person onto a job
 * does. Lists the day's open jobs the person is not on, each saying if it clashes.
 *
 * A job picked, the focus goes back to the button once the invitation is sent (it is off
 * while the board is `busy`, and a button that is off holds no focus: it fell to the page's
 * body, QA helper-116); a button left off (the day's last open spot went) hands it to
 * `onFocusLost` (the person's name).
 */
export function InviteMenu({
  board,
  row,
  timeZone,
  onInvite,
  busy = false,
  disabled = false,
  describedBy,
  onFocusLost,
}: {
  board: Board;
  row: PersonRow;
  timeZone: string;
  onInvite: (row: PersonRow, job: JobRow) => void;
  busy?: boolean;
  disabled?: boolean;
  /** The id of what says why it is off, when that is not on the row itself. */
  describedBy?: string;
  onFocusLost: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);
  // Until the menu has closed: the Enter that picked clicks the button it is released on
  // (Blueprint's buttons click on keyup), which opened the menu again.
  const [closing, setClosing] = useState(false);
  const pick = (r: PersonRow, job: JobRow) => {
    picked.current = true;
    setClosing(true);
    onInvite(r, job);
  };
  useEffect(() => {
    if (!picked.current || busy || closing) return;
    // Put elsewhere meanwhile (a click, a Tab), the focus stays there.
    if (!focusToPlace(button.current)) picked.current = false;
    else if (disabled) {
      picked.current = false;
      onFocusLost();
    } else {
      if (document.activeElement !== button.current) button.current?.focus();
      // The board laid out anew a moment later may turn it off still (a deferred render).
      const done = setTimeout(() => (picked.current = false), PICK_SETTLES_MS);
      return () => clearTimeout(done);
    }
  }, [busy, closing, disabled, onFocusLost]);
  // The menu's items are worked out only when it opens (a busy day has 200 rows of it).
  return (
    <GuardedPopover
      menu
      placement="bottom-end"
      disabled={busy || disabled}
      afterClosed={() => setClosing(false)}
      content={<InviteMenuItems board={board} row={row} timeZone={timeZone} onInvite={pick} />}
    >
      <Button
        ref={button}
        size="small"
        variant="outlined"
        icon="new-person"
        text="Invite to…"
        disabled={busy || disabled}
        aria-label={`Invite to a job, ${row.name}`}
        aria-describedby={describedBy}
      />
    </GuardedPopover>
  );
}

interface MoveMenuProps {
  board: Board;
  from: JobRow;
  employeeId: number;
  name: string;
  timeZone: string;
  onMove: (to: JobRow) => void;
}

function MoveMenuItems({ board, from, employeeId, name, timeZone, onMove }: MoveMenuProps) {
  const targets = board.jobs.filter(
    (job) =>
      job !== from &&
      takesInvitations(job) &&
      ![...job.accepted, ...job.pending].some((m) => m.employee_id === employeeId),
  );
  // Each job says what may not suit them, as in "Invite to…" (a clash is with another of
  // their jobs, not the one the invitation leaves).
  const row = board.people.find((p) => p.person.employee_id === employeeId);
  const keys = useMenuKeys();
  return (
    <Menu
      aria-label={`Move ${name}'s invitation to`}
      className="dispatch-menu"
      ulRef={keys.ref}
      onKeyDown={keys.onKeyDown}
    >
      {targets.length === 0 ? (
        <MenuItem disabled text="No other job of the day has an open spot" />
      ) : (
        <>
          {/* Titled as Invite's is (QA 56: a screen reader heard a bare list of jobs). */}
          <MenuDivider title={`Move ${name}'s invitation to`} />
          {targets.map((job) => (
            <JobItem
              key={job.order.id}
              job={job}
              when={[
                formatTimeRange(job.order.start_at, job.order.end_at, timeZone),
                row ? jobNote(row, job, (iso) => zonedClock(iso, timeZone), from.order.id) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              onClick={() => onMove(job)}
            />
          ))}
        </>
      )}
    </Menu>
  );
}

/**
 * "Move to…" for a pending invitation: the keyboard's way to drag it to another job. A job
 * picked, the focus goes back to the button (QA helper-116: it fell to the page's body), and
 * once the invitation has moved, its chip gone, to `onFocusLost` (the job's title, as after
 * the chip's Cancel).
 */
export function MoveMenu({ onFocusLost, ...props }: MoveMenuProps & { onFocusLost: () => void }) {
  const { name, onMove } = props;
  const button = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);
  const lost = useRef(onFocusLost);
  useEffect(() => {
    lost.current = onFocusLost;
  });
  const pick = (to: JobRow) => {
    picked.current = true;
    onMove(to);
  };
  // Once the menu has closed (not before: the Enter that picked clicks the button it is
  // released on, Blueprint's buttons clicking on keyup, and the menu opened again).
  const afterClosed = () => {
    if (!picked.current) return;
    picked.current = false;
    if (focusToPlace(button.current)) button.current?.focus();
    watchForLostFocus(lost.current);
  };
  // The chip gone before its menu had closed, the focus went with it.
  useEffect(
    () => () => {
      if (picked.current) requestAnimationFrame(() => watchForLostFocus(lost.current));
    },
    [],
  );
  return (
    <GuardedPopover
      menu
      afterClosed={afterClosed}
      placement="bottom-start"
      content={<MoveMenuItems {...props} onMove={pick} />}
    >
      <Button
        ref={button}
        size="small"
        variant="minimal"
        icon="arrow-right"
        aria-label={`Move ${name}'s invitation to another job`}
      />
    </GuardedPopover>
  );
}
