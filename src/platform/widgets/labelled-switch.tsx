import { Switch, type SwitchProps } from '@blueprintjs/core';
import { useGuardedAction } from '@/platform/ui/use-single-flight';
import './widgets.css';

export const SWITCH_LABELS = { on: 'Active', off: 'Inactive' } as const;

export type LabelledSwitchProps = Omit<SwitchProps, 'checked' | 'onChange' | 'label'> & {
  checked: boolean;
  /** May return a promise (the save): the switch is disabled until it settles. */
  onChange: (checked: boolean) => unknown;
  /** Text while on ('Active' by default). */
  onLabel?: string;
  /** Text while off ('Inactive' by default). */
  offLabel?: string;
};

/**
 * A switch whose label states its current state (spec section 4); green when on. A flip
 * whose save is still on its way is not sent again (useGuardedAction).
 */
export function LabelledSwitch({
  checked,
  onChange,
  onLabel = SWITCH_LABELS.on,
  offLabel = SWITCH_LABELS.off,
  className,
  disabled,
  ...rest
}: LabelledSwitchProps) {
  const { run, running } = useGuardedAction(onChange);
  return (
    <Switch
      {...rest}
      role="switch"
      disabled={disabled || running}
      className={['app-labelled-switch', className].filter(Boolean).join(' ')}
      checked={checked}
      label={checked ? onLabel : offLabel}
      onChange={(e) => void run(e.currentTarget.checked)}
    />
  );
}
