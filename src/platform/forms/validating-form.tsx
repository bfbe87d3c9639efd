import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { useForm } from 'react-final-form';

/**
 * Runs every rule again (a mutator that changes nothing: final-form validates after each).
 * The app's forms have no mutators of their own, so the form gets this one as its first use.
 */
function revalidate(form: FormApi) {
  if (!('revalidate' in form.mutators)) form.setConfig('mutators', { revalidate: () => undefined });
  form.mutators.revalidate!();
}

/**
 * The `<form>` of a react-final-form form: submits, and when validation or the server stops
 * the save, takes the user to what needs attention (long forms, small screens): the first
 * field marked invalid, focused (which scrolls it into view), else the form's own message.
 * Every rule is checked again as the form is sent: final-form checks a field when its value
 * changes, and a rule that reads the clock (a moving date not in the past, a start not yet
 * begun) has a new answer later with the same value. A job form filled before midnight and
 * sent after it went to the server, whose 422 ("The start at field must be a date after or
 * equal to now.") landed under the time window, not the spec's "The moving date cannot be in
 * the past" under the date (QA helper-115).
 */
export function ValidatingForm({
  handleSubmit,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm();
  // Counts the saves that stopped. Read after React has committed the render that shows their
  // errors: the fields' own updates are batched with this one, so the effect finds them. (A
  // timer guessed when that render would be done; under load it fired first, and the focus
  // stayed on the submit button: order-form-page.save-failures.test.tsx, 2026-11-30.)
  const [problems, setProblems] = useState(0);
  const showProblem = () => setProblems((count) => count + 1);
  // The pointer on the submit button (QA-246 M1, M2): a chunk of its own, after the page runs.
  useEffect(() => {
    const stop = import('./follow-clicks').then((m) => m.default(ref.current!));
    return () => void stop.then((end) => end());
  }, []);
  useEffect(() => {
    if (!problems) return;
    const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) return field.focus();
    ref.current
      ?.querySelector<HTMLElement>('[role="alert"]')
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [problems]);
  return (
    // eslint-disable-next-line no-restricted-syntax -- the one <form>, which the rule points to
    <form
      {...props}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        revalidate(form);
        const saving = handleSubmit(event);
        if (form.getState().hasValidationErrors) return showProblem();
        void Promise.resolve(saving).then(() => {
          if (form.getState().hasSubmitErrors) showProblem();
        });
      }}
    >
      {children}
    </form>
  );
}
