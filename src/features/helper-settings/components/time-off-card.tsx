import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useCreateHelperTimeOff, useDeleteHelperTimeOff } from '../api/endpoints';
import type { TimeOff } from '@/platform/api/generated/model';
import { refreshAfter } from '@/platform/api/cache';
import { doneAlready } from '@/platform/api/notify';
import { GONE_IS_DONE_META } from '@/platform/api/query-client';
import {
  DateField,
  DraftNotice,
  TextAreaField,
  useFormDraft,
  ValidatingForm,
} from '@/platform/forms';
import { formatDayRange, viewerTimeZone } from '@/platform/format';
import {
  AppButton,
  ConfirmDialog,
  nextEntryFocus,
  toast,
  useToday,
  watchForLostFocus,
} from '@/platform/ui';
import {
  endRule,
  REASON_MAX,
  reasonRule,
  startRule,
  toTimeOffRequest,
  type TimeOffValues,
} from '../model/time-off-values';
import { calendarParamsFor, jobsDuring } from '../model/time-off-jobs';
import { SaveButton } from './form-actions';
import { JobsStillOn } from './jobs-still-on';
import { settingsSaveErrors } from './save-profile';
import { SettingsCard } from './settings-layout';
import { ReportUnsaved, sameValues, useSavedText } from './unsaved-cards';

/** An empty Add time off form: where it starts, and where it is again once added. */
const NOTHING_TYPED = { values: {} as TimeOffValues };

export const TIME_OFF_EMPTY_TEXT =
  'No time off planned. Add the days you cannot work: companies see you as off and cannot book you then.';

/** A Delete that found the entry gone already (deleted in another tab or on another device). */
export const ALREADY_REMOVED_TEXT = 'This time off was already removed.';

/**
 * The jobs she accepted that fall on the entry's days (time off leaves her on their crews; each
 * job's company was told when she added it, `crew_time_off`): each links to its details page,
 * where she can tell the company she can't make it.
 */
function JobsDuring({ entry, dates }: { entry: TimeOff; dates: string }) {
  return (
    <JobsStillOn
      params={calendarParamsFor(entry)}
      pick={(events, now) => jobsDuring(entry, events, now)}
      label={`Your jobs during time off ${dates}`}
      text={(count) =>
        count === 1
          ? 'You are still on this job then, and its company has been told of your time off. If you can’t make it, open it and tell them.'
          : 'You are still on these jobs then, and their companies have been told of your time off. If you can’t make them, open each and tell its company.'
      }
    />
  );
}

/** One entry: its dates on one line, the reason under them, and Delete (confirmed). */
function TimeOffRow({
  entry,
  onDelete,
}: {
  entry: TimeOff;
  onDelete: (e: TimeOff, button: HTMLElement) => void;
}) {
  const dates = formatDayRange(entry.start_date, entry.end_date);
  return (
    <li className="helper-settings__time-off-row">
      <div className="helper-settings__time-off-text">
        <strong>{dates}</strong>
        {entry.reason && <span className="app-muted">{entry.reason}</span>}
        <JobsDuring entry={entry} dates={dates} />
      </div>
      <AppButton
        variant="minimal"
        intent="danger"
        icon="trash"
        text="Delete"
        className="helper-settings__time-off-delete"
        aria-label={`Delete time off ${dates}`}
        onClick={(event) => onDelete(entry, event.currentTarget)}
      />
    </li>
  );
}

/**
 * Work settings' "Time off" (7/8, not in the spec): the helper's days or ranges off besides the
 * weekly availability, with Add and Delete. Companies see the dates (never the reason); an
 * acceptance on such a day is refused by the server.
 */
export function TimeOffCard({ entries }: { entries: TimeOff[] }) {
  const queryClient = useQueryClient();
  const create = useCreateHelperTimeOff();
  const remove = useDeleteHelperTimeOff({ mutation: { meta: GONE_IS_DONE_META } });
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  const savedText = useSavedText();
  const today = useToday(viewerTimeZone());
  // Where the keyboard goes once what had it is gone (QA 2026-12-04: to the page's top): after
  // Add, the first field, for the next entry; after a Delete, the next entry's Delete, else
  // the previous one's, else the first field (nextEntryFocus, as the crew page's rows).
  const card = useRef<HTMLDivElement>(null);
  const firstField = () => card.current?.querySelector<HTMLElement>('form input');
  const focusFirstField = () => firstField()?.focus();
  const focusAfterDelete = useRef<() => boolean>(() => false);
  const askDelete = (entry: TimeOff, button: HTMLElement) => {
    focusAfterDelete.current = nextEntryFocus(button, {
      entry: '.helper-settings__time-off-row',
      control: '.helper-settings__time-off-delete',
      fallback: firstField,
    });
    setDeleting(entry);
  };

  // A day off typed and not added is kept when the page is left, as the other cards' typing
  // is (QA 58 M2: it went without a word, while the card said "Not saved yet").
  const draft = useFormDraft<TimeOffValues>('helper:time-off');
  const onSubmit = (values: TimeOffValues, form: FormApi<TimeOffValues>) =>
    draft.guardSave(values, () => add(values, form));
  const add = async (values: TimeOffValues, form: FormApi<TimeOffValues>) => {
    try {
      await create.mutateAsync({ data: toTimeOffRequest(values) });
    } catch (error) {
      // Toasted centrally; a 422's messages go on their fields, the values stay as typed.
      return settingsSaveErrors(error);
    }
    toast.success(savedText('Time off added'));
    await refreshAfter(queryClient, 'timeOff', {});
    watchForLostFocus(focusFirstField);
    // After the submit settles, so the cleared fields do not show "required".
    setTimeout(() => form.restart());
    return undefined;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch (error) {
      // Deleted first elsewhere (another tab, another device): what she wanted is true, so it
      // is done, said as such, not as an error; the list catches up and the dialog closes (QA
      // 2026-12-04: the dialog stayed, and the entry with it, until a reload).
      if (!doneAlready(error, ALREADY_REMOVED_TEXT)) throw error;
      await refreshAfter(queryClient, 'timeOff', {});
      return;
    }
    toast.success('Time off deleted');
    await refreshAfter(queryClient, 'timeOff', {});
  };

  return (
    <SettingsCard
      id="work-time-off"
      title="Time off"
      description="Days you cannot work, besides your weekly availability: companies see you as off on them (not the reason) and you cannot accept a job then."
    >
      <div ref={card}>
        {entries.length === 0 ? (
          <p className="app-muted">{TIME_OFF_EMPTY_TEXT}</p>
        ) : (
          <ul className="helper-settings__time-off-list" aria-label="Your time off">
            {entries.map((entry) => (
              <TimeOffRow key={entry.id} entry={entry} onDelete={askDelete} />
            ))}
          </ul>
        )}
        <Form<TimeOffValues>
          subscription={{ values: true }}
          onSubmit={onSubmit}
          render={({ handleSubmit, values }) => (
            <ValidatingForm aria-label="Add time off" handleSubmit={handleSubmit}>
              <DraftNotice
                kept={draft}
                what="your time off"
                same={sameValues}
                startsFrom={NOTHING_TYPED}
              />
              <ReportUnsaved name="Time off" />
              <div className="helper-settings__grid">
                <DateField
                  name="start_date"
                  label="First day off"
                  minDate={today}
                  fill
                  validate={startRule}
                />
                <DateField
                  name="end_date"
                  label="Last day off"
                  labelInfo="(optional: one day)"
                  minDate={values.start_date || today}
                  fill
                  clearable
                  validate={endRule}
                />
              </div>
              <TextAreaField
                name="reason"
                label="Reason"
                labelInfo="(optional, only you see it)"
                rows={2}
                // No maxLength on the input: it cut a pasted reason without a word (QA
                // 2026-12-04); the rule says what is too long, and nothing typed is lost. The
                // count says how much, as every limited text's does (a text area's, hence one).
                countUpTo={REASON_MAX}
                validate={reasonRule}
              />
              <SaveButton text="Add time off" />
            </ValidatingForm>
          )}
        />
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete time off"
        failure={['the time off', 'deleted']}
        thing={deleting ? formatDayRange(deleting.start_date, deleting.end_date) : ''}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        // Once the dialog has closed: its opener, this entry's Delete, is gone with it.
        whenOpenerGone={() => focusAfterDelete.current()}
      >
        <p>Companies can book you on these days again.</p>
      </ConfirmDialog>
    </SettingsCard>
  );
}
