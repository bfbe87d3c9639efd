import { Button, type ButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { BUTTON_SIZES, type ButtonSize } from './constants';
import { useGuardedAction } from './use-single-flight';

export type AppButtonProps = Omit<ButtonProps, 'size' | 'onClick'> & {
  size?: ButtonSize;
  /** May return a promise (a request): the button is guarded and loading until it settles. */
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
};

/**
 * Blueprint's Button in the spec's four sizes (small, average, medium, large). A click whose
 * handler returns a promise is guarded (useGuardedAction): a second click while it runs does
 * nothing, and the button shows loading meanwhile.
 */
export function AppButton({
  size = 'average',
  className,
  style,
  onClick,
  loading,
  ...props
}: AppButtonProps) {
  const { blueprint, minHeight } = BUTTON_SIZES[size];
  const { run, running } = useGuardedAction((event: MouseEvent<HTMLElement>) => onClick?.(event));
  return (
    <Button
      {...props}
      loading={loading || running}
      onClick={onClick ? (event) => void run(event) : undefined}
      size={blueprint}
      className={['app-button', `app-button--${size}`, className].filter(Boolean).join(' ')}
      style={{ minHeight, ...style }}
    />
  );
}
