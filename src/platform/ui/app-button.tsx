import { Button, type ButtonProps } from '@blueprintjs/core';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { BUTTON_SIZES, type ButtonSize } from './constants';
import { focusIsLost } from './use-focus-when-shown';
import { useGuardedAction } from './use-single-flight';

export type AppButtonProps = Omit<ButtonProps, 'size' | 'onClick'> & {
  size?: ButtonSize;
  /** May return a promise (a request): the button is guarded and loading until it settles. */
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that held the keyboard's focus when it started loading gets it back when it stops,
 * if nothing else has it: a loading button is disabled, and Chromium then drops its focus to
 * the page's top (QA 2026-12-04: after Save or Add on a page that stays, Tab began again at the
 * top of the page).
 */
function useFocusKeptWhileBusy(busy: boolean) {
  const button = useRef<HTMLButtonElement | null>(null);
  // Whether the button has the focus, or lost it only by being disabled (Chromium drops it
  // the moment `disabled` is set, before React's effects run).
  const held = useRef(false);
  useLayoutEffect(() => {
    const element = button.current;
    if (busy || !held.current) return;
    if (element?.isConnected && focusIsLost()) element.focus();
    held.current = element !== null && document.activeElement === element;
  }, [busy]);
  const events = {
    onFocus: () => {
      held.current = true;
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      held.current = event.currentTarget.disabled;
    },
  };
  return { button, events };
}

/**
 * Blueprint's Button in the spec's four sizes (small, average, medium, large). A click whose
 * handler returns a promise is guarded (useGuardedAction): a second click while it runs does
 * nothing, and the button shows loading meanwhile, keeping the focus it had.
 */
export function AppButton({
  size = 'average',
  className,
  style,
  onClick,
  loading,
  ref,
  ...props
}: AppButtonProps) {
  const { blueprint } = BUTTON_SIZES[size];
  const { run, running } = useGuardedAction((event: MouseEvent<HTMLElement>) => onClick?.(event));
  const busy = Boolean(loading || running);
  const { button: own, events } = useFocusKeptWhileBusy(busy);
  const setRef = useCallback(
    (element: HTMLButtonElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [own, ref],
  );
  return (
    <Button
      {...props}
      ref={setRef}
      onFocus={(event) => {
        events.onFocus();
        props.onFocus?.(event);
      }}
      onBlur={(event) => {
        events.onBlur(event as FocusEvent<HTMLButtonElement>);
        props.onBlur?.(event);
      }}
      loading={busy}
      onClick={onClick ? (event) => void run(event) : undefined}
      size={blueprint}
      // The size's height is its class's (theme.css), not an inline style: a rule for touch
      // screens (44 px taps) wins over it by the cascade.
      className={['app-button', `app-button--${size}`, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
