import { Button, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { GuardedPopover } from '@/platform/ui';
import { formatTimeRange, zonedClock } from '@/platform/format';
import {
  invitableJobs,
  takesInvitations,
  type Board,
  type JobRow,
  type PersonRow,
} from '../model/board';

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
  return (
    <Menu aria-label={`Invite ${row.name} to`}>
      {jobs.length === 0 ? (
        <MenuItem disabled text="No job of the day has an open spot for them" />
      ) : (
        <>
          <MenuDivider title={`Invite ${row.name} to`} />
          {jobs.map(({ job, note }) => (
            <MenuItem
              key={job.order.id}
              text={`#${job.order.number} ${job.order.customer_name} ${job.order.customer_last_name}`}
              label={[formatTimeRange(job.order.start_at, job.order.end_at, timeZone), note]
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
 * "Invite to…": the keyboard's way (and the phone's) to what dragging a person onto a job
 * does. Lists the day's open jobs the person is not on, each saying if it clashes.
 */
export function InviteMenu({
  board,
  row,
  timeZone,
  onInvite,
  disabled,
}: {
  board: Board;
  row: PersonRow;
  timeZone: string;
  onInvite: (row: PersonRow, job: JobRow) => void;
  disabled?: boolean;
}) {
  // The menu's items are worked out only when it opens (a busy day has 200 rows of it).
  return (
    <GuardedPopover
      placement="bottom-end"
      disabled={disabled}
      content={<InviteMenuItems board={board} row={row} timeZone={timeZone} onInvite={onInvite} />}
    >
      <Button
        size="small"
        variant="outlined"
        icon="new-person"
        text="Invite to…"
        disabled={disabled}
        aria-label={`Invite ${row.name} to a job`}
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
  return (
    <Menu aria-label={`Move ${name}'s invitation to`}>
      {targets.length === 0 ? (
        <MenuItem disabled text="No other job of the day has an open spot" />
      ) : (
        targets.map((job) => (
          <MenuItem
            key={job.order.id}
            text={`#${job.order.number} ${job.order.customer_name} ${job.order.customer_last_name}`}
            label={formatTimeRange(job.order.start_at, job.order.end_at, timeZone)}
            onClick={() => onMove(job)}
          />
        ))
      )}
    </Menu>
  );
}

/** "Move to…" for a pending invitation: the keyboard's way to drag it to another job. */
export function MoveMenu(props: MoveMenuProps) {
  const { name } = props;
  return (
    <GuardedPopover placement="bottom-start" content={<MoveMenuItems {...props} />}>
      <Button
        size="small"
        variant="minimal"
        icon="arrow-right"
        aria-label={`Move ${name}'s invitation to another job`}
      />
    </GuardedPopover>
  );
}
