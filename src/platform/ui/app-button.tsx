import { Button, type ButtonProps } from '@blueprintjs/core';
import { BUTTON_SIZES, type ButtonSize } from './constants';

export type AppButtonProps = Omit<ButtonProps, 'size'> & { size?: ButtonSize };

/** Blueprint's Button in the spec's four sizes (small, average, medium, large). */
export function AppButton({ size = 'average', className, style, ...props }: AppButtonProps) {
  const { blueprint, minHeight } = BUTTON_SIZES[size];
  return (
    <Button
      {...props}
      size={blueprint}
      className={['app-button', `app-button--${size}`, className].filter(Boolean).join(' ')}
      style={{ minHeight, ...style }}
    />
  );
}
