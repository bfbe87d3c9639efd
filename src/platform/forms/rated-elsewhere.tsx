import { Callout } from '@blueprintjs/core';
import { useEffect, useState, type RefObject } from 'react';
import { isApiError } from '@/platform/api/api-error';
import { focusIsLost } from '@/platform/ui/use-focus-when-shown';

/** Over the rating recorded: 'this job' (the helper's), 'Maria Lopez for this job' (the company's). */
export function ratedElsewhereNote(what: string): string {
  return `You had already rated ${what}, in another tab or on another device. This is the rating recorded.`;
}

/**
 * The server's refusal of a rating given already (contract/README "Company ratings", "Crew member
 * ratings"): a 422 on `status`. Its other 422s on `status` (not completed, not on the crew) never
 * come with a rating recorded, so one that does (`useRatedElsewhere`) is "You have already
 * rated …". A failure without an answer, a server error, a 404 or a field's 422 is not it.
 */
function isAlreadyRatedRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Boolean(error.fieldErrors.status?.length);
}

/**
 * Whether a rating form on screen was replaced by a rating this tab did not send: the recorded
 * rating came (a refusal's refetch, or a pushed change's) while the form was shown, in another
 * tab or on another device (QA helper-195 M1, QA-228 M1). What was typed was not sent: the note
 * says so, over the rating recorded. The focus, lost with the form, goes to `focusTarget`, where
 * the tab's own send puts it; focus elsewhere on the page is left alone.
 *
 * `recorded`: the server's rating shows and this tab did not send it; `formShown`: the form is
 * drawn (or open), or the button that opens it has the focus (it goes too). Both rating sections
 * use it: the helper's of the company, the company's of each crew member. Their send calls
 * `sendFailed(error)` on any failure: only the server's "already rated" refusal counts as this
 * tab's (fix-242: a send that met no server, or a server error, then a pushed rating, took the
 * focus from wherever the person had moved it since).
 */
export function useRatedElsewhere(
  recorded: boolean,
  formShown: boolean,
  focusTarget: RefObject<HTMLElement | null>,
): { elsewhere: boolean; sendFailed: (error: unknown) => void } {
  const [seen, setSeen] = useState({ recorded, formShown });
  const [elsewhere, setElsewhere] = useState(false);
  // This tab's own send was refused (the rating was given elsewhere first): the person acted
  // here, so the focus goes to `focusTarget` wherever it was held meanwhile (focus-hold: an
  // answer on its way keeps it on the page's or the dialog's holder, not lost; the e2e
  // company-rating journey, QA helper-195 M1), as after a send that went through. Any other
  // failure leaves the form, what was typed and the focus as they were (the error catalogue's
  // toast, the form's message): a rating pushed later is a push.
  const [ownSend, setOwnSend] = useState(false);
  // Adjusted while rendering (React's "storing information from previous renders"): the render
  // that draws the rating in place of the form already carries the note.
  if (seen.recorded !== recorded || seen.formShown !== formShown) {
    setSeen({ recorded, formShown });
    if (recorded && !seen.recorded && seen.formShown) setElsewhere(true);
  }
  // Either may come first: the refusal's read of the rating, or the refusal itself.
  useEffect(() => {
    if (elsewhere && (ownSend || focusIsLost())) focusTarget.current?.focus();
  }, [elsewhere, ownSend, focusTarget]);
  return {
    elsewhere,
    sendFailed: (error) => {
      if (isAlreadyRatedRefusal(error)) setOwnSend(true);
    },
  };
}

/** The note itself, a compact primary Callout. */
export function RatedElsewhereNote({ what, className }: { what: string; className?: string }) {
  return (
    <Callout compact intent="primary" className={className}>
      {ratedElsewhereNote(what)}
    </Callout>
  );
}
