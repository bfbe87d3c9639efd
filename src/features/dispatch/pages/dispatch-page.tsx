import { Spinner, Tag } from '@blueprintjs/core';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { addDays, countOf, fullName, isRealDay, zoneNote, zonedInstant } from '@/platform/format';
import { href } from '@/platform/routing';
import { BranchGate, useBranchTimeZone, withBranch } from '@/platform/session';
import {
  AppButton,
  ConfirmDialog,
  QueryError,
  failedOutright,
  toast,
  useIsMobile,
  useNowAt,
  useToday,
} from '@/platform/ui';
import dayjs from 'dayjs';
import { useCancelJobInvitation, useDispatchDay, useInviteToJob } from '../api/use-dispatch';
import { BoardView, type BoardActions, type Dragged } from '../components/board-view';
import { focusJobTitle } from '../components/crew-slots';
import { DayField } from '../components/day-field';
import { FlagList } from '../components/flag-list';
import { buildBoard, isBlocked, type JobRow } from '../model/board';
import { invitationGoneText, withdrawChange } from '@/platform/orders';
import { doneAlready } from '@/platform/api/notify';
import { hasDeclined } from '../model/invitable-jobs';
import './dispatch.css';

/** The day in view: `?date=` when it is a real date, else the branch's today. */
function readDay(search: string, today: string): string {
  const date = new URLSearchParams(search).get('date') ?? '';
  return isRealDay(date) ? date : today;
}

function DispatchBoard({ branchId }: { branchId: number }) {
  const timeZone = useBranchTimeZone(branchId);
  const search = useSearch();
  const [, navigate] = useLocation();
  // The board with no ?date= shows today, which turns at the branch's midnight while it stays
  // open (QA helper-115: it turned only when a push happened to draw it again).
  const today = useToday(timeZone);
  const day = readDay(search, today);
  // The bar follows a click at once; the board of the new day renders after it, in slices
  // React can interrupt (a busy day's first rows are ~150 ms of work at 4x CPU).
  const boardDay = useDeferredValue(day);
  const compact = useIsMobile();
  const query = useDispatchDay(branchId, boardDay);
  // The day's data, when it arrives or changes, is laid out in a deferred render too: the
  // response's task stays short, and the board's first rows render in interruptible slices.
  // Also when the board mounts with the day already cached (a prefetch): its first render
  // shows the skeleton (the initial value, null) and lays the day out in a deferred one.
  const data = useDeferredValue(query.data ?? null, null);
  // "Now" moves only as one of the day's jobs starts or ends (running, not arrived, ended):
  // the board is laid out again then, not on a clock's every tick (and at midnight: useToday).
  const moments = useMemo(
    () =>
      (data?.data.jobs ?? []).flatMap(({ order }) => [
        Date.parse(order.start_at),
        Date.parse(order.end_at),
      ]),
    [data],
  );
  const now = useNowAt(moments);
  const board = useMemo(() => (data ? buildBoard(data.data, now) : null), [data, now]);
  // The day of the board on screen, the data's own: while another day loads (the deferred
  // day, the query's placeholder, the deferred data), the board is that day's, not the
  // heading's. It is then shown dimmed and inert, its count tag gone, and a status says the
  // new day is loading (QA helper-98: Saturday's 100 jobs and "Every job has ended" sat
  // under Monday's heading for up to 2.7 s, their × still live).
  const shownDay = data?.data.date ?? null;
  const stale = board !== null && shownDay !== day;
  const invite = useInviteToJob();
  const cancelInvitation = useCancelJobInvitation();
  const [working, setWorking] = useState(false);
  const [cancelling, setCancelling] = useState<{
    job: JobRow;
    invitationId: number;
    name: string;
  } | null>(null);
  /** The order of the invitation last asked about in the Cancel dialog. */
  const cancelledOn = useRef<number | null>(null);

  // The address names the branch too (`&branch=`): a copied link shows this branch's day.
  const go = (next: string) =>
    navigate(
      `${href('company-dispatch')}${withBranch(next === today ? '' : `?date=${next}`, branchId)}`,
      {
        replace: true,
      },
    );
  // An address whose day is no day ('2026-02-31', 'hello') shows today: it says so too, so
  // the address and the board agree (QA 2026-12-04: the bad address stayed).
  const asked = new URLSearchParams(search).get('date');
  useEffect(() => {
    if (asked !== null && !isRealDay(asked))
      navigate(`${href('company-dispatch')}${withBranch('', branchId)}`, { replace: true });
  }, [asked, navigate, branchId]);

  /** One action at a time: a second click or drop while one runs is ignored. */
  const run = async (work: () => Promise<void>) => {
    if (working || stale) return;
    setWorking(true);
    try {
      await work();
    } catch {
      // The failure was toasted (platform/api/query-client); the board reloads the truth.
    } finally {
      setWorking(false);
    }
  };

  // Dropped or moved onto a job the person declined, the toast says so (review 56: only the
  // "Invite to…" menu did, beside the job).
  const declined = (employeeId: number, job: JobRow) => {
    const row = board?.people.find((p) => p.person.employee_id === employeeId);
    return row !== undefined && hasDeclined(row.person, job.order.id);
  };
  const inviteTo = (employeeId: number, name: string, job: JobRow) =>
    run(async () => {
      await invite.mutateAsync({ id: job.order.id, data: { employee_ids: [employeeId] } });
      toast.success(
        declined(employeeId, job)
          ? `Invitation sent to ${name} again: they had declined #${job.order.number}`
          : `Invitation sent to ${name}`,
      );
    });

  const nameOf = (employeeId: number) => {
    const row = board?.people.find((p) => p.person.employee_id === employeeId);
    if (row) return row.name;
    const member = board?.jobs
      .flatMap((job) => [...job.accepted, ...job.pending])
      .find((m) => m.employee_id === employeeId);
    return member ? fullName(member) : 'them';
  };

  const handlers: BoardActions = {
    invite: (row, job) => void inviteTo(row.person.employee_id, row.name, job),
    // Asked first, as on the crew page (QA 2026-12-04: the board's × withdrew at once).
    cancel: (job, invitationId, name) => {
      if (stale) return;
      cancelledOn.current = job.order.id;
      setCancelling({ job, invitationId, name });
    },
    move: (from, to, employeeId, invitationId, name) =>
      void run(async () => {
        const again = declined(employeeId, to);
        const sent = await invite.mutateAsync({
          id: to.order.id,
          data: { employee_ids: [employeeId] },
        });
        const there = sent.data.find(
          (invitation) => invitation.employee.employee_id === employeeId,
        );
        await cancelInvitation.cancel(invitationId, from.order.id, there?.id);
        toast.success(
          `${name}'s invitation moved to #${to.order.number}${again ? ': they had declined it' : ''}`,
        );
      }),
    drop: (dragged: Dragged, job) => {
      if (dragged.kind === 'person') {
        // A blocked helper is not draggable; nor is she invited if dropped some other way.
        const row = board?.people.find((p) => p.person.employee_id === dragged.employeeId);
        if (!row || !isBlocked(row))
          void inviteTo(dragged.employeeId, nameOf(dragged.employeeId), job);
        return;
      }
      const from = board?.jobs.find((j) => j.order.id === dragged.fromOrderId);
      if (!from || from === job) return;
      handlers.move(
        from,
        job,
        dragged.employeeId,
        dragged.invitationId,
        nameOf(dragged.employeeId),
      );
    },
  };
  // The board's rows are memoised: they get one actions object for the page's life, which
  // calls the handlers of the latest render.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const actions = useMemo<BoardActions>(
    () => ({
      invite: (...args) => latest.current.invite(...args),
      cancel: (...args) => latest.current.cancel(...args),
      move: (...args) => latest.current.move(...args),
      drop: (...args) => latest.current.drop(...args),
    }),
    [],
  );

  const note = zoneNote(zonedInstant(day, '12:00', timeZone), timeZone);
  const title = dayjs(day).format('dddd, MMMM D, YYYY');
  // A day whose jobs have all ended (or are done) is history: "Every job staffed" read green
  // above rows of "Partially formed · ended" (QA 2026-12-05); an ended job is not to staff.
  const allEnded = !!board && board.jobs.length > 0 && board.jobs.every((j) => j.done || j.ended);

  return (
    <div className="dispatch-page">
      <div className="dispatch-page__bar">
        <div className="dispatch-page__nav" role="group" aria-label="Day">
          <AppButton text="Previous" icon="chevron-left" onClick={() => go(addDays(day, -1))} />
          <AppButton text="Today" onClick={() => go(today)} disabled={day === today} />
          <AppButton text="Next" rightIcon="chevron-right" onClick={() => go(addDays(day, 1))} />
          <DayField day={day} onDay={go} />
        </div>
        {/* A div: the Spinner and the Tag are block-level (a <p> may hold no <div>). */}
        <div className="dispatch-page__day">
          <strong>{title}</strong>
          {note ? ` (${note}, the branch's time)` : ''}
          {board && !stale && (
            <Tag
              // Green only when nothing needs attention: a full crew without a foreman, or
              // with someone not arrived, is staffed but not fine (review 52 M3).
              intent={
                board.understaffed > 0 && !allEnded
                  ? 'warning'
                  : board.flags.length > 0 || board.jobs.length === 0 || allEnded
                    ? 'none'
                    : 'success'
              }
              minimal
              className="dispatch-page__count"
            >
              {/* A day without jobs is not a staffed one (QA 57 L4: it read green "Every job staffed"). */}
              {board.jobs.length === 0
                ? 'No jobs to staff'
                : allEnded
                  ? 'Every job has ended'
                  : board.understaffed === 0
                    ? // Spots, not jobs: "Every job staffed" beside "#1128 has no foreman" read
                      // as a contradiction (QA 244 L3); the other flags are Needs attention's.
                      'Every spot filled'
                    : countOf(board.understaffed, 'understaffed job')}
            </Tag>
          )}
          {(query.isFetching || working || boardDay !== day) && (
            <Spinner size={14} aria-label="Updating" />
          )}
          {/* Always there, so what it comes to say is announced. */}
          <span role="status" className="dispatch-page__status">
            {stale && shownDay
              ? `Loading this day… (still showing ${dayjs(shownDay).format('ddd, MMM D')})`
              : ''}
          </span>
        </div>
      </div>
      {failedOutright(query) ? (
        <QueryError query={query} />
      ) : !board ? (
        <div
          className="bp6-skeleton dispatch-page__loading"
          role="status"
          aria-label="Loading the day"
        />
      ) : (
        <>
          <div
            className={`dispatch-page__board${stale ? ' dispatch-page__board--stale' : ''}`}
            inert={stale}
            aria-busy={stale}
          >
            <FlagList flags={board.flags} jobs={board.jobs} />
            <BoardView
              board={board}
              day={shownDay!}
              today={today}
              timeZone={timeZone}
              actions={actions}
              busy={working}
              compact={compact}
            />
          </div>
          <ConfirmDialog
            isOpen={cancelling !== null}
            title="Cancel invitation"
            question={
              <>
                Cancel the invitation of <strong>{cancelling?.name}</strong> to order #
                {cancelling?.job.order.number}?
              </>
            }
            confirmLabel="Cancel invitation"
            cancelLabel="Keep invitation"
            failure={['the invitation', 'cancelled']}
            onConfirm={async () => {
              const { job, invitationId, name } = cancelling!;
              try {
                await cancelInvitation.cancel(invitationId, job.order.id);
              } catch (error) {
                // Gone with its job meanwhile (a 404): done all the same, said as news.
                if (!doneAlready(error, invitationGoneText(name))) throw error;
                return;
              }
              toast.success(`Invitation to ${name} cancelled`);
            }}
            onClose={() => setCancelling(null)}
            // The invitation as it is now: answered meanwhile, the question no longer fits.
            outdated={cancelling && board && !stale ? cancelChange(board.jobs, cancelling) : null}
            // The × that opened it gets the focus back; gone with the invitation, the job's
            // title (closed, `cancelling` is no more: the job is the last one asked about).
            whenOpenerGone={() => {
              if (cancelledOn.current) focusJobTitle(cancelledOn.current);
            }}
          />
        </>
      )}
    </div>
  );
}

/** /company/dispatch (6/8, beyond the spec): the branch's day, jobs and people on one screen. */
export function DispatchPage() {
  return (
    <BranchGate
      inAddress
      loadingLabel="Loading the dispatch board"
      noBranches="The dispatch board shows a branch's day. Create a branch first, then plan its jobs."
    >
      {(branchId) => <DispatchBoard key={branchId} branchId={branchId} />}
    </BranchGate>
  );
}

/**
 * What changed on the invitation the Cancel dialog asks about since it opened (she accepted or
 * declined it meanwhile), as the crew page says it (QA helper-172 H1: confirming an old
 * question took an accepted helper off the crew); null while the question still fits.
 */
function cancelChange(
  jobs: readonly JobRow[],
  { job, invitationId }: { job: JobRow; invitationId: number },
) {
  // An invitation still unanswered when its job ended is there too (as on the crew page).
  const crew = (row: JobRow | undefined) =>
    row ? [...row.pending, ...row.noAnswer, ...row.accepted] : [];
  const asked = crew(job).find((m) => m.invitation_id === invitationId);
  const now = jobs.find((row) => row.order.id === job.order.id);
  if (!asked || !now) return null;
  const live = crew(now).find((m) => m.invitation_id === invitationId);
  return withdrawChange(asked, live, job.order.number);
}
