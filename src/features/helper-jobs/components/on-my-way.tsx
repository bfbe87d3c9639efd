import { Form } from 'react-final-form';
import { useRef, useState } from 'react';
import { useClockIn, useClockOut, useTellOnMyWay } from '../api/endpoints';
import { formatSpan, formatTimeAt } from '@/platform/format';
import {
  FormSubmitError,
  required,
  SelectField,
  submitErrorsFor,
  ValidatingForm,
} from '@/platform/forms';
import {
  isAtWork,
  isClosedOrder,
  onTheWayLine,
  sentence,
  timeClockLine,
  workedMs,
} from '@/platform/orders';
import { AppButton, toast, useFocusWhenShown, useQuietAfterChange } from '@/platform/ui';
import { useRefreshHelperJobs } from '../api/use-helper-jobs';
import {
  canClockIn,
  canClockOut,
  isAtWorkOn,
  LATE_CHOICES,
  showsOnTheDay,
} from '../model/confirmation';

type Told = {
  on_my_way_at: string | null;
  late_minutes: number | null;
  expected_at: string | null;
};

type Clocked = { clocked_in_at: string | null; clocked_out_at: string | null };

type Job = Told &
  Clocked & {
    bucket: string;
    on_my_way_from: string | null;
    clock_in_from: string | null;
    order: {
      id: number;
      start_at: string;
      end_at: string;
      completed_at: string | null;
      cancelled_at: string | null;
    };
    branch: { company_name: string; timezone?: string | null };
  };

/**
 * On the day of an accepted job (not in the spec): from 3 h before its start until its end,
 * she tells the company she is on her way, on time or running late by so many minutes (once
 * it has started, only how late). The crew page shows it live; telling again replaces it.
 * Time clock: from 1 h before the start she starts work, and from the start on she finishes it
 * (asked twice: it is what she is paid for), once each; the section stays while she is at
 * work, and her times stay on the job after it.
 */
export function OnMyWay({
  job,
  now = Date.now(),
  labelledBy,
}: {
  job: Job;
  now?: number;
  /** The element that names the section (a list of several: their job's title). */
  labelledBy?: string;
}) {
  const refresh = useRefreshHelperJobs();
  const tell = useTellOnMyWay({ mutation: { onSuccess: refresh } });
  const start = useClockIn({ mutation: { onSuccess: refresh } });
  const finish = useClockOut({ mutation: { onSuccess: refresh } });
  const [askingLate, setAskingLate] = useState(false);
  const [finishing, setFinishing] = useState(false);
  // Keyboard focus goes back to "Running late" when its form closes (the button it replaced).
  const lateButton = useRef<HTMLButtonElement>(null);
  // The time clock's buttons go as they are used: the focus goes to the line saying what
  // happened, or back to Finish work from the question.
  const clockLine = useRef<HTMLParagraphElement>(null);
  const finishButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusWhenShown();
  // An answer changes the row: the button that moves or shows in place of the one tapped
  // ignores taps for a moment (a double tap must not open Running late or Finish work).
  const { changed, quiet, quieting } = useQuietAfterChange();
  const notYet = quieting ? { 'aria-disabled': true } : {};
  const company = job.branch.company_name;
  const zone = job.branch.timezone ?? undefined;
  // Set once each: her answer here until the job's own data has it.
  const clocked: Clocked = {
    clocked_in_at:
      job.clocked_in_at ??
      finish.data?.data.clocked_in_at ??
      start.data?.data.clocked_in_at ??
      null,
    clocked_out_at: job.clocked_out_at ?? finish.data?.data.clocked_out_at ?? null,
  };
  const closed = isClosedOrder(job.order);
  const clock = timeClockLine(clocked, closed, zone);
  // Once she has started work, her times stay on the job (what she is paid for).
  if (!clock && !showsOnTheDay(job, now)) return null;
  const section = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'On the day' };

  const clockIn = async () => {
    const { data } = await start.mutateAsync({ id: job.order.id });
    changed();
    toast.success(`You started work at ${formatTimeAt(data.clocked_in_at, zone)}.`);
    focusLater(clockLine);
  };
  const clockOut = async () => {
    const { data } = await finish.mutateAsync({ id: job.order.id });
    changed();
    setFinishing(false);
    toast.success(`You finished work: ${formatSpan(workedMs(data) ?? 0)}.`);
    focusLater(clockLine);
  };

  const canFinish = canClockOut(job, clocked, now);
  if (clock)
    return (
      <section className="hj-on-my-way" {...section}>
        {/* Not a live region (the toast says it); focusable, to take the focus as it changes. */}
        <p className="hj-on-my-way__told" ref={clockLine} tabIndex={-1}>
          {`${sentence(clock)}.`}
          {isAtWork(clocked, closed) && ` ${company} sees it on the crew page.`}
        </p>
        {isAtWorkOn(job, clocked) && !canFinish && (
          <p className="app-muted">
            {`You can finish work once the job has started, at ${formatTimeAt(job.order.start_at, zone)}.`}
          </p>
        )}
        {canFinish && finishing && (
          <>
            <p>Finish work now? It is final: your hours are counted up to now.</p>
            <div className="hj-details__actions">
              <AppButton
                intent="primary"
                icon="log-out"
                text="Yes, finish work now"
                // Failures are toasted centrally; the page shows the job as it is.
                onClick={clockOut}
                autoFocus
              />
              <AppButton
                variant="minimal"
                text="Back"
                onClick={() => {
                  setFinishing(false);
                  focusLater(finishButton);
                }}
              />
            </div>
          </>
        )}
        {canFinish && !finishing && (
          <div className="hj-details__actions">
            <AppButton
              ref={finishButton}
              variant="outlined"
              icon="log-out"
              text="Finish work"
              onClick={quiet(() => setFinishing(true))}
              {...notYet}
            />
          </div>
        )}
      </section>
    );
  // Once it has started nobody is on time any more: only "Running late" (from now on).
  const started = now >= Date.parse(job.order.start_at);
  // What she told last: her answer here until the job's own data says as much or more.
  const answered = tell.data?.data;
  const told: Told =
    answered?.on_my_way_at != null &&
    (job.on_my_way_at === null || answered.on_my_way_at >= job.on_my_way_at)
      ? answered
      : job;
  const line = onTheWayLine(told, zone);
  const canStart = canClockIn(job, now);

  const closeLate = () => {
    setAskingLate(false);
    focusLater(lateButton);
  };
  // One call at a time (2/8, nothing happens twice): AppButton guards its click while the
  // promise runs, final-form its submit.
  const send = async (late: number) => {
    try {
      await tell.mutateAsync({ id: job.order.id, data: { late_minutes: late } });
    } catch (error) {
      return submitErrorsFor(error, ['late_minutes'], 'It could not be sent. Try again.');
    }
    changed();
    toast.success(
      late > 0
        ? `${company} has been told you are running ${late} min late.`
        : `${company} has been told you are on your way.`,
    );
    if (askingLate) closeLate();
    return undefined;
  };

  return (
    <section className="hj-on-my-way" {...section}>
      {/* Not a live region: the toast says it as it happens. */}
      <p className={line ? 'hj-on-my-way__told' : 'app-muted'}>
        {line && told.on_my_way_at
          ? `You told ${company} at ${formatTimeAt(told.on_my_way_at, zone)}: ${line}.`
          : started
            ? `This job has started. Running late? Let ${company} know.`
            : `On your way? Let ${company} know, or tell them if you are running late.`}
      </p>
      {!askingLate && (
        <div className="hj-details__actions">
          {canStart && (
            <AppButton
              intent="primary"
              icon="log-in"
              text="Start work"
              onClick={quiet(clockIn)}
              {...notYet}
            />
          )}
          {!started && told.late_minutes !== 0 && (
            <AppButton
              intent="primary"
              // Start work leads once she may start: she is there, or nearly.
              variant={canStart ? 'outlined' : undefined}
              icon="drive-time"
              text={line ? 'On time after all' : 'On my way'}
              // Failures are toasted centrally; the page shows the job as it is.
              onClick={quiet(() => send(0))}
              {...notYet}
            />
          )}
          <AppButton
            ref={lateButton}
            variant="outlined"
            icon="time"
            text="Running late"
            disabled={tell.isPending}
            onClick={quiet(() => setAskingLate(true))}
            {...notYet}
          />
        </div>
      )}
      {askingLate && (
        <Form<{ late_minutes?: number }>
          subscription={{ submitting: true }}
          initialValues={{ late_minutes: told.late_minutes || LATE_CHOICES[0]!.id }}
          onSubmit={(values) => send(values.late_minutes!)}
          render={({ handleSubmit, submitting }) => (
            <ValidatingForm
              handleSubmit={handleSubmit}
              aria-label="Running late"
              className="hj-on-my-way__late"
            >
              <SelectField
                name="late_minutes"
                label={started ? 'How long until you get there?' : 'How late will you be?'}
                items={LATE_CHOICES}
                validate={required}
                fill={false}
                autoFocus
              />
              <FormSubmitError />
              <div className="hj-details__actions">
                <AppButton
                  type="submit"
                  intent="warning"
                  icon="time"
                  text="Tell the company"
                  loading={submitting}
                />
                <AppButton
                  variant="minimal"
                  text="Back"
                  disabled={submitting}
                  onClick={closeLate}
                />
              </div>
            </ValidatingForm>
          )}
        />
      )}
    </section>
  );
}
