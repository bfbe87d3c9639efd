import { Position, type Intent, type Toaster } from '@blueprintjs/core';
import {
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
  type PointerEvent,
  type ReactNode,
} from 'react';

/**
 * The one toaster of the app (spec section 9: top-right, 5000 ms, at most 20, drag to
 * dismiss past 60% of the toast's width). Callable from anywhere — sagas, the HTTP
 * client — through `toast`; messages raised before the host mounts, or before Blueprint's
 * toaster has loaded (its own chunk, fetched on the first toast), are queued.
 */
export const TOAST_TIMEOUT = 5000;
export const TOAST_MAX = 20;
const DRAG_DISMISS_RATIO = 0.6;

/** A toast's one button ('Open crew'): it runs `onClick`, and the toast goes. */
export type ToastAction = { text: string; onClick: () => void };
type ToastRequest = {
  message: string;
  intent: Intent;
  icon?: ReactNode;
  action?: ToastAction;
  endsOnSuccess?: boolean;
  /** Seen, not said: what it shows was said already (no alert role). */
  quiet?: boolean;
};
let toaster: Toaster | null = null;
let queue: ToastRequest[] = [];

type OverlayToasterClass = typeof import('./toaster-overlay').OverlayToaster;
let OverlayToaster: OverlayToasterClass | null = null;
let loading: Promise<void> | null = null;
const loadListeners = new Set<() => void>();

/**
 * Fetches Blueprint's toaster (once). A failed download is forgotten, so the next toast
 * tries again; the messages stay queued meanwhile.
 */
export function preloadToaster(): Promise<void> {
  loading ??= import('./toaster-overlay').then(
    (module) => {
      OverlayToaster = module.OverlayToaster;
      loadListeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function requestToaster() {
  preloadToaster().catch((error: unknown) =>
    console.error('The toaster could not be loaded', error),
  );
}

/**
 * The error toasts up or about to be, by text: the same error again while one says it is not
 * stacked (one raised together with it too, still in Blueprint's show queue). `again` counts
 * the repeats, each of which gives the toast its whole time again and a short pulse.
 */
const shownErrors = new Map<string, { key: string; again: number }>();

/**
 * Error toasts that the next success closes (their keys): a failure no answer came for says
 * "An unexpected error occurred:", which a call that went through since proves outdated. QA-185
 * L1: a retry that worked showed the green "…saved" beside the red failure for its 5 s.
 */
const endOnSuccess = new Set<string>();

/** A success (toasted or not) closes the error toasts it proves outdated. */
function endErrorsOnSuccess() {
  for (const key of endOnSuccess) toaster?.dismiss(key);
  endOnSuccess.clear();
  queue = queue.filter((queued) => !queued.endsOnSuccess);
}

function show(request: ToastRequest): string | undefined {
  if (request.intent === 'success') endErrorsOnSuccess();
  if (!toaster) {
    queue.push(request);
    if (!OverlayToaster) requestToaster();
    return undefined;
  }
  // A second failure saying the same while the first still says it (an outage: the action,
  // then the page's re-read) adds nothing but a second red box; on a phone the two filled the
  // screen (QA helper-94: one click, two "An unexpected error occurred:"). The toast on screen
  // says it again instead: it stays its whole time from this failure, and pulses once, so a
  // second Save that fails is not met by a toast about to go, nor by nothing (review 102).
  const error = request.intent === 'danger';
  const shown = error ? shownErrors.get(request.message) : undefined;
  if (shown) shown.again += 1;
  const again = shown?.again ?? 0;
  const key: string = toaster.show(
    {
      // Server text is rendered as text (a React string child), never as HTML.
      message: (
        <DragToDismiss quiet={request.quiet} onDismiss={() => toaster?.dismiss(key)}>
          {request.message}
        </DragToDismiss>
      ),
      intent: request.intent,
      action: request.action,
      // Blueprint starts a toast's time again when its timeout changes, not on an update.
      timeout: TOAST_TIMEOUT + (again % 2),
      className: again > 0 ? `app-toast-again-${again % 2}` : undefined,
      // Known from its show, queued or drawn, until it goes (its time, Close, a drag, clear()).
      onDismiss: error
        ? () => {
            shownErrors.delete(request.message);
            endOnSuccess.delete(key);
          }
        : undefined,
    },
    shown?.key,
  );
  if (error && !shown) shownErrors.set(request.message, { key, again: 0 });
  if (request.endsOnSuccess) endOnSuccess.add(key);
  return key;
}

export const toast = {
  success: (message: string) => show({ message, intent: 'success' }),
  /** `endsOnSuccess`: the next success toast closes it (a failure of the connection). */
  error: (message: string, { endsOnSuccess = false } = {}) =>
    show({ message, intent: 'danger', endsOnSuccess }),
  /**
   * A success no toast says (a code accepted, the next step shown): it closes the errors that
   * end on success, as a success toast does (QA 205 L1: the wrong code's "The code is invalid."
   * stayed over the next step).
   */
  succeeded: endErrorsOnSuccess,
  /**
   * `quiet`: shown, not said, when the live region said it already in other words (a move of
   * her confirmed job, whose ask she sees here: helper-jobs' confirmations badge).
   */
  info: (message: string, { quiet = false } = {}) => show({ message, intent: 'primary', quiet }),
  /** Something the person did not do that needs her now (a crew member dropped out; QA 164 M2). */
  warning: (message: string, action?: ToastAction) => show({ message, intent: 'warning', action }),
  clear: () => {
    toaster?.clear();
    // Blueprint's clear() drops its show queue without a word (no onDismiss).
    shownErrors.clear();
    endOnSuccess.clear();
  },
};

/**
 * A toast is said once: Blueprint makes its container a polite live region and each message
 * role="alert" (itself a live region), so a screen reader could say a toast twice (QA 121 L1).
 * The message's alert stays (what tests and assistive tech find a toast by); the container's
 * region is turned off as a message is drawn. React does not put it back: Blueprint's prop
 * for it never changes.
 */
function sayOnce(span: HTMLSpanElement | null) {
  span?.closest('.bp6-toast-container')?.setAttribute('aria-live', 'off');
}

/** A quiet toast is not said at all: its message's alert role goes as it is drawn. */
function sayNothing(span: HTMLSpanElement | null) {
  sayOnce(span);
  span?.closest('[role="alert"]')?.removeAttribute('role');
}

function DragToDismiss({
  children,
  onDismiss,
  quiet,
}: {
  children: ReactNode;
  onDismiss: () => void;
  quiet?: boolean;
}) {
  const start = useRef<{ x: number; el: HTMLElement; width: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLSpanElement>) => {
    const el = (e.currentTarget.closest('.bp6-toast') as HTMLElement | null) ?? e.currentTarget;
    start.current = { x: e.clientX, el, width: el.getBoundingClientRect().width };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    const dx = e.clientX - start.current.x;
    start.current.el.style.transform = `translateX(${dx}px)`;
    start.current.el.style.opacity = String(Math.max(0.2, 1 - Math.abs(dx) / start.current.width));
  };
  const onPointerUp = (e: PointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    const { x, el, width } = start.current;
    start.current = null;
    if (Math.abs(e.clientX - x) >= width * DRAG_DISMISS_RATIO) {
      onDismiss();
    } else {
      el.style.transform = '';
      el.style.opacity = '';
    }
  };
  return (
    <span
      ref={quiet ? sayNothing : sayOnce}
      className="app-toast-message"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {children}
    </span>
  );
}

/*
 * Blueprint puts its toasts above every overlay (z-index 40 to their 20). An overlay the user
 * opened to act in, the phone's menu drawer, comes first: while one is open the toasts go
 * beneath it and its backdrop (the welcome toast covered the menu's head on a phone), and
 * are back on top as it closes. Counted, so overlays may overlap.
 */
let overlaysAbove = 0;
const aboveListeners = new Set<() => void>();
const notifyAbove = () => aboveListeners.forEach((listener) => listener());

/** While `open`, the toasts sit beneath this overlay (the mobile drawer). */
export function useToastsBeneath(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    overlaysAbove += 1;
    notifyAbove();
    return () => {
      overlaysAbove -= 1;
      notifyAbove();
    };
  }, [open]);
}

function subscribeToAbove(listener: () => void) {
  aboveListeners.add(listener);
  return () => aboveListeners.delete(listener);
}

function subscribeToLoad(listener: () => void) {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Mount once, inside the Blueprint provider. Renders nothing until the first toast. */
export function ToasterHost() {
  // Prebuilt HTML (src/app/prerender.tsx) and its hydration: no toaster yet.
  const Overlay = useSyncExternalStore(
    subscribeToLoad,
    () => OverlayToaster,
    () => undefined,
  );
  const ref = useCallback((instance: Toaster | null) => {
    toaster = instance;
    // A toaster gone (or a new one) holds none of the errors noted.
    shownErrors.clear();
    if (instance) {
      const pending = queue;
      queue = [];
      pending.forEach(show);
    }
  }, []);
  const beneath = useSyncExternalStore(
    subscribeToAbove,
    () => overlaysAbove > 0,
    () => false,
  );
  if (!Overlay) return null;
  return (
    <Overlay
      ref={ref}
      position={Position.TOP_RIGHT}
      maxToasts={TOAST_MAX}
      usePortal
      className={beneath ? 'app-toasts--beneath' : undefined}
    />
  );
}
