/*
 * A page opened over another (the calendar's "Add new job") returns to it the way the page
 * header's back arrow does: the browser's Back, so the page comes back as it was left (its
 * view and day in the address). Opened another way (a typed address, a reload of a fresh
 * tab), there is no such page behind it, and it goes to a fallback address instead.
 */

import { asRecord, CAME_FROM } from './noting-location';

const OPENER = 'openedFrom';

/** A text the current history entry's state holds under `key`. */
function inState(key: string): string | undefined {
  const value = asRecord(window.history.state)[key];
  return typeof value === 'string' ? value : undefined;
}

/** The current entry's address (path and query). */
const here = () => `${location.pathname}${location.search}`;

/** The address of the history entry before this one, when the app made this one (navigateNoting). */
export const cameFrom = () => inState(CAME_FROM);

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

const ARRIVAL = 'arrival';

/**
 * The history state of a move into another area (a sign-in, the manager's dashboard switch):
 * the frame that mounts for it gives the focus to the page's title, as a move within an area
 * does (app/layouts/shells.tsx); what had the focus went with the old page.
 */
export const ARRIVAL_STATE: Readonly<Record<string, unknown>> = { [ARRIVAL]: true };

/**
 * Whether the current history entry was reached by a move into another area; the mark is
 * taken off as it is read, so a reload of that page is a first load again (review 55).
 */
export function arrivedFromAnotherArea(): boolean {
  const { [ARRIVAL]: taken, ...rest } = asRecord(window.history.state);
  if (!taken) return false;
  window.history.replaceState(rest, '');
  return true;
}

/** The browser's Back: what the header's back arrow does. */
export const goBack = () => window.history.back();

/** Opens `to` as a new history entry that remembers the page it was opened from. */
export function openOver(navigate: Navigate, to: string) {
  navigate(to, { state: { [OPENER]: here() } });
}

/** The address of the page this one was opened over (openOver), if any. */
export const openedFrom = () => inState(OPENER);

/** Back to the page this one was opened over, as the back arrow goes; else to `fallback`. */
export function returnToOpener(navigate: Navigate, fallback: string) {
  if (openedFrom() !== undefined) goBack();
  else navigate(fallback);
}

const pathOf = (address: string) => address.split(/[?#]/, 1)[0];

/**
 * A form's way out (its Cancel, and its save once done): Back to the page it was opened from
 * when that is the page it leaves to (its list, in whatever page or sort the user left it), so
 * the history holds no second copy of that page (QA helper-158 #4: Back after Cancel seemed to
 * do nothing); else to `to` in place of the form's history entry. Either way Back then goes to
 * where the user was before the form, never to the form again (QA helper-133 #4: Create job
 * then Back gave an empty Add new job form; Save changes on a branch then Back reopened Edit
 * branch). Every form page leaves through it.
 */
export function leaveForm(navigate: Navigate, to: string) {
  const from = cameFrom();
  if (from !== undefined && pathOf(from) === pathOf(to)) goBack();
  else navigate(to, { replace: true });
}

/**
 * Cancel's way out, and an edit's once saved: Back to the page the form was opened from,
 * whatever it is (the crew page or the dispatch board Edit job was opened from, a list's
 * second page, the calendar's day: QA helper-168 M1, M2), as the back arrow goes; a form
 * opened by its address (nothing of the app before it) goes to `to` in its place. A new
 * record once created leaves by `leaveForm` instead, to the list that shows it.
 */
export function returnFromForm(navigate: Navigate, to: string) {
  if (cameFrom() !== undefined || openedFrom() !== undefined) goBack();
  else navigate(to, { replace: true });
}
