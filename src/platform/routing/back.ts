/*
 * A page opened over another (the calendar's "Add new job") returns to it the way the page
 * header's back arrow does: the browser's Back, so the page comes back as it was left (its
 * view and day in the address). Opened another way (a typed address, a reload of a fresh
 * tab), there is no such page behind it, and it goes to a fallback address instead.
 */

import type { BaseLocationHook } from 'wouter';
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';

const OPENER = 'openedFrom';
const CAME_FROM = 'cameFrom';

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
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !(state as Record<string, unknown>)[ARRIVAL])
    return false;
  const { [ARRIVAL]: _taken, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '');
  return true;
}

/** The browser's Back: what the header's back arrow does. */
export const goBack = () => window.history.back();

/** Opens `to` as a new history entry that remembers the page it was opened from. */
export function openOver(navigate: Navigate, to: string) {
  navigate(to, { state: { [OPENER]: `${window.location.pathname}${window.location.search}` } });
}

/** The address of the page this one was opened over (openOver), if any. */
export function openedFrom(): string | undefined {
  const state: unknown = window.history.state;
  const from =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[OPENER] : undefined;
  return typeof from === 'string' ? from : undefined;
}

/** Back to the page this one was opened over, as the back arrow goes; else to `fallback`. */
export function returnToOpener(navigate: Navigate, fallback: string) {
  if (openedFrom() !== undefined) goBack();
  else navigate(fallback);
}

function asRecord(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** The address of the history entry before this one, when the app made this one (below). */
export function cameFrom(): string | undefined {
  const from = asRecord(window.history.state)[CAME_FROM];
  return typeof from === 'string' ? from : undefined;
}

/**
 * The app's navigate (the Router's location hook, app.tsx): an entry it adds remembers the
 * address of the entry before it, and an entry it replaces keeps what that entry remembered
 * (the entry before has not changed). A reload keeps it, as the browser keeps history state.
 */
export function navigateNoting(
  to: string | URL,
  options: { replace?: boolean; state?: unknown; transition?: boolean } = {},
) {
  const from = options.replace ? cameFrom() : `${location.pathname}${location.search}`;
  const state =
    from === undefined ? options.state : { ...asRecord(options.state), [CAME_FROM]: from };
  browserNavigate(to, { ...options, state });
}

/** wouter's browser location with `navigateNoting` as its navigate. */
export const useNotingLocation: BaseLocationHook = (options?: { ssrPath?: string }) => [
  usePathname(options),
  navigateNoting,
];

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
 * A form's way out when it may have been opened over a page (openOver; the calendar opens Edit
 * job so): back to that page as the back arrow goes, to its view and day; else `leaveForm`.
 */
export function leaveOrReturn(navigate: Navigate, to: string) {
  if (openedFrom() !== undefined) goBack();
  else leaveForm(navigate, to);
}
