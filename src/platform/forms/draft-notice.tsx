import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { formatMomentInZone } from '@/platform/format';
import type { Draft } from './drafts';
import { threeWayMerge } from './three-way-merge';
import { useKeepWhileEdited, type FormDraft } from './use-form-draft';

/*
 * The notice of a form's kept draft ("Unsaved changes kept"): its own module for
 * use-form-draft.tsx's length.
 */

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Why a draft is offered, in words ("this job", "your serving areas": worded so either reads
 * right, QA 57 M5 read "your serving areas was saved"), and when it was kept.
 */
const DRAFT_REASON_TEXT: Record<
  NonNullable<Draft['reason']>,
  (what: string, when: string) => string
> = {
  // Said whether or not Save was pressed: a sign-out elsewhere also keeps a form's changes
  // (QA helper-130: "before your hourly rate could be saved" for a rate never saved).
  session: (what, when) => `Your session ended with changes to ${what} not saved (${when}).`,
  left: (what, when) => `You left this form before saving ${what} (${when}).`,
  pending: (what, when) =>
    `You left this page while saving ${what} (${when}): it may have been saved. Check before you save it again.`,
};

/**
 * Where the focus goes in a form as its notice goes: its first field, the first control that
 * is on and takes a value (a text, a date, a select or a Blueprint select's button, a switch;
 * not a picture's hidden file input, nor the fieldset around a group of choices), else its
 * first button (QA-251 L1: Add member's "Choose photo" took it before First name).
 */
const FIRST_FIELD = [
  ':is(input:not([type=button],[type=submit]),select,textarea,button[aria-haspopup])',
  ':is(input,select,textarea,button)',
].map((field) => `${field}:enabled:not([hidden])`);

/**
 * Inside a form: "Your session ended with changes to this not saved" (or "You left this form
 * before saving this", or "You left this page while saving this") with Restore (puts the kept values back) and Discard. Nothing while there
 * is no draft; meanwhile it keeps the form's unsaved changes (useKeepWhileEdited).
 */
export function DraftNotice<V extends object>({
  kept: { draft, clear, keep, base },
  what,
  same = sameJson,
  startsFrom,
}: {
  /** The form's useFormDraft. */
  kept: FormDraft<V>;
  what: string;
  /**
   * Whether two values of the form are the same to its user (default: the same JSON); the
   * settings' lists are sets, in whatever order they were picked.
   */
  same?: (a: V, b: V) => boolean;
  /**
   * What the server holds, when the form knows it (the settings: what they loaded or last
   * saved): any difference from it is kept, however it was made (a county clicked on the map
   * is no field gone into; QA 58 M1). Without it, the form's values before the user first went
   * into a field.
   */
  startsFrom?: { values: V };
}) {
  const form = useForm<V>();
  const [restored, setRestored] = useState(false);
  const restoring = useKeepWhileEdited(keep, draft !== null, restored, clear, same, startsFrom);
  // Restore and Discard go with the notice: the keyboard goes on in the form, on its first
  // field once the notice has gone, not on the page's body (QA-246 M3: the next Tab started
  // again at "Skip to content").
  const leftIn = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (draft) return;
    const form = leftIn.current;
    const first = FIRST_FIELD.map((field) => form?.querySelector<HTMLElement>(field)).find(Boolean);
    // A group of radios is entered at its checked one, as Tab does (QA-252 L1: Restore put it on
    // "1 star" of a restored 3, where Space would have undone the rating).
    const checked =
      first instanceof HTMLInputElement && first.type === 'radio' && first.name
        ? form?.querySelector<HTMLElement>(
            `input[type=radio][name="${CSS.escape(first.name)}"]:checked`,
          )
        : null;
    (checked ?? first)?.focus();
    leftIn.current = null;
  });
  if (!draft) return null;
  return (
    <Callout intent="warning" title="Unsaved changes kept" className="app-draft-notice">
      <p>
        {DRAFT_REASON_TEXT[draft.reason ?? 'session'](what, formatMomentInZone(draft.savedAt))} What
        you typed was kept for you.
      </p>
      <div
        className="app-state-actions app-draft-notice__actions"
        // Restore or Discard: the form the focus goes on in.
        onClickCapture={(event) => (leftIn.current = event.currentTarget.closest('form'))}
      >
        <Button
          intent="primary"
          text="Restore"
          onClick={() => {
            // What was typed, over the server's copy of then: fields it left alone take the
            // server's copy of now, so someone else's later changes are not undone (review 55).
            const values =
              draft.base && base
                ? threeWayMerge(draft.base, draft.values, base).value
                : draft.values;
            restoring.current = true;
            form.batch(() => {
              for (const [key, value] of Object.entries(values))
                form.change(key as keyof V, value as V[keyof V]);
            });
            setRestored(true);
            clear();
          }}
        />
        <Button text="Discard" onClick={clear} />
      </div>
    </Callout>
  );
}
