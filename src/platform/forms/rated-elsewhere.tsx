import { Callout } from '@blueprintjs/core';
import { useEffect, useState, type RefObject } from 'react';
import { focusIsLost } from '@/platform/ui/use-focus-when-shown';

/** Over the rating recorded: 'this job' (the helper's), 'Maria Lopez for this job' (the company's). */
export function ratedElsewhereNote(what: string): string {
  return `You had already rated ${what}, in another tab or on another device. This is the rating recorded.`;
}

/**
 * Whether a rating form on screen was replaced by a rating this tab did not send: the recorded
 * rating came (a refusal's refetch, or a pushed change's) while the form was shown, in another
 * tab or on another device (QA helper-195 M1, QA-228 M1). What was typed was not sent: the note
 * says so, over the rating recorded. The focus, lost with the form, goes to `focusTarget`, where
 * the tab's own send puts it; focus elsewhere on the page is left alone.
 *
 * `recorded`: the server's rating shows and this tab did not send it; `formShown`: the form is
 * drawn (or open). Both rating sections use it: the helper's of the company, the company's of
 * each crew member.
 */
export function useRatedElsewhere(
  recorded: boolean,
  formShown: boolean,
  focusTarget: RefObject<HTMLElement | null>,
): { elsewhere: boolean; refused: () => void } {
  const [seen, setSeen] = useState({ recorded, formShown });
  const [elsewhere, setElsewhere] = useState(false);
  // This tab's own send was refused (the rating was given elsewhere first): the person acted
  // here, so the focus goes to `focusTarget` wherever it was held meanwhile (focus-hold: an
  // answer on its way keeps it on the page's or the dialog's holder, not lost; the e2e
  // company-rating journey, QA helper-195 M1), as after a send that went through.
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
  return { elsewhere, refused: () => setOwnSend(true) };
}

/** The note itself, a compact primary Callout. */
export function RatedElsewhereNote({ what, className }: { what: string; className?: string }) {
  return (
    <Callout compact intent="primary" className={className}>
      {ratedElsewhereNote(what)}
    </Callout>
  );
}
