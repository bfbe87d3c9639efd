/*
 * A new page starts at its top (QA helper-133 #3: the window kept the old page's scroll, so
 * after Create job the list opened at its last cards, and a sidebar link opened Activity with
 * its heading and tabs above the screen). The window is what scrolls, in both areas' frames
 * and at every width (app/layouts/layout.css).
 *
 * - A move to another page (pathname) by a link, a navigate or a redirect: to the top.
 * - Back and Forward (popstate): the browser puts back where the page was left.
 * - A change of the query only (a list's sort or filter, `?action=edit`): the page stays where
 *   it is, with the control just used; a list's page turn goes to the list's top itself
 *   (platform/widgets/list-footer.tsx).
 */

type How = 'history' | 'app';

let shownPath = typeof location === 'undefined' ? '' : location.pathname;
let lastMove: How | undefined;

/** How the address last changed its path: 'history' for Back/Forward, 'app' for the rest. */
function noteMove(event: Event) {
  if (location.pathname === shownPath) return; // the query only (or the same page)
  shownPath = location.pathname;
  lastMove = event.type === 'popstate' ? 'history' : 'app';
}

// At load, before the router subscribes: wouter's own listeners (on the same events, which it
// raises for pushState and replaceState) come after these.
if (typeof window !== 'undefined')
  for (const type of ['popstate', 'pushState', 'replaceState'])
    window.addEventListener(type, noteMove);

/**
 * Called on a change of the shown page's path (and when an area's frame mounts): scrolls the
 * window to the top unless the path was changed by Back/Forward, or has not changed since the
 * document loaded (a reload keeps the browser's restored position).
 */
export function scrollToTopOfNewPage() {
  if (lastMove !== 'app') return;
  lastMove = undefined; // once per move: a frame's remount does not scroll again
  window.scrollTo?.({ top: 0, left: 0 });
}
