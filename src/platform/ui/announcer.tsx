import { useState, useSyncExternalStore } from 'react';
import { toast, type ToastAction } from './toaster';

/**
 * The app's one polite live region for what changed on screen without the person doing it
 * (the other side's pushed answers, invitations and offers; QA 121 M2): a sighted user sees
 * the page change, a screen reader hears this. Not for a person's own actions: those have
 * their toast (but a branch switched to, which has none: the header names it). Several texts
 * within the burst window are said as one summary ("3 new activities"), not one after
 * another. The urgent few (a crew member who can't make it) are
 * shown instead: one warning toast for the burst's urgent texts, which its alert says once
 * (QA 164 M2), while the others of the burst are said here.
 */
export const ANNOUNCE_BURST_MS = 1000;

/** The summary's words for a count of one kind: `${n} ${plural}`. */
const GENERIC_PLURAL = 'new updates';

/**
 * Shown, not only said: its action alone, and the burst's summary's action for several. `key`
 * names the event: the same event again (pushed twice) is not shown again.
 */
export type Shown = { key: string; action: ToastAction; summaryAction: ToastAction };
const shownKeys = new Set<string>();

type Said = { text: string; id: number };
type Item = { text: string; plural: string; shown?: Shown };
let said: Said = { text: '', id: 0 };
let pending: Item[] = [];
let timer: unknown;
const listeners = new Set<() => void>();

/**
 * The burst window: the first text opens it, its timer ends it. A test whose burst comes in
 * several socket batches ends the window itself once every text is gathered (`holdBurstWindow`,
 * platform/testing): on the real 1 s timer, a loaded machine ran the window out before the
 * test's last batch was in (crew-change-toast and live-announcer, in two loaded full runs).
 */
export const burstWindow = {
  open: (end: () => void): unknown => setTimeout(end, ANNOUNCE_BURST_MS),
  close: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  /** How many texts the open window has gathered. */
  gathered: () => pending.length,
};

/** One item's text, or the burst's count: `${n} ${plural}` ('3 new activities'). */
function summary(burst: Item[]): string {
  const plurals = new Set(burst.map((item) => item.plural));
  return burst.length === 1
    ? burst[0]!.text
    : `${burst.length} ${plurals.size === 1 ? burst[0]!.plural : GENERIC_PLURAL}`;
}

function flushBurst() {
  timer = undefined;
  const burst = pending;
  pending = [];
  const shown = burst.filter((item) => item.shown);
  const first = shown[0]?.shown;
  if (first) toast.warning(summary(shown), shown.length === 1 ? first.action : first.summaryAction);
  const quiet = burst.filter((item) => !item.shown);
  if (quiet.length === 0) return;
  said = { text: summary(quiet), id: said.id + 1 };
  listeners.forEach((listener) => listener());
}

/**
 * Says `text` politely, after a short wait that gathers a burst; `plural` names what a
 * summary counts ('new activities'; several kinds at once: 'new updates').
 */
export function announcePolitely(text: string, plural: string = GENERIC_PLURAL): void {
  pending.push({ text, plural });
  timer ??= burstWindow.open(flushBurst);
}

/**
 * Shows `text` in a warning toast with `shown.action`, gathered in the same burst window: the
 * burst's urgent texts are one toast ('3 crew changes', with `shown.summaryAction`). The
 * toast's alert says it; this live region does not (one spoken message per event).
 */
export function announceVisibly(text: string, plural: string, shown: Shown): void {
  if (shownKeys.has(shown.key)) return;
  shownKeys.add(shown.key);
  pending.push({ text, plural, shown });
  timer ??= burstWindow.open(flushBurst);
}

/**
 * Forgets what was said and is waiting: for the tests' apps, which share this module. A
 * sign-out needs none: the live region goes with the signed-in frame, and the next one says
 * only what comes after it mounts.
 */
export function resetAnnouncer(): void {
  if (timer) burstWindow.close(timer);
  timer = undefined;
  pending = [];
  shownKeys.clear();
  said = { text: '', id: said.id + 1 };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mount once, in the signed-in frame (always there, so a screen reader is watching it before
 * it speaks). Each text is a new node, so the same text twice is said twice; what was said
 * before it mounted (another frame, a session before) is not shown.
 */
export function LiveAnnouncer() {
  const { text, id } = useSyncExternalStore(
    subscribe,
    () => said,
    () => said,
  );
  const [mountedAfter] = useState(id);
  return (
    <div role="status" aria-live="polite" className="app-visually-hidden">
      {text && id > mountedAfter && <p key={id}>{text}</p>}
    </div>
  );
}
