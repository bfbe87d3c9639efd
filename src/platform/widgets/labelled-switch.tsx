import { Switch, type SwitchProps } from '@blueprintjs/core';
import './widgets.css';

export const SWITCH_LABELS = { on: 'Active', off: 'Inactive' } as const;

export type LabelledSwitchProps = Omit<SwitchProps, 'checked' | 'onChange' | 'label'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text while on ('Active' by default). */
  onLabel?: string;
  /** Text while off ('Inactive' by default). */
  offLabel?: string;
};

/** A switch whose label states its current state (spec section 4); green when on. */
export function LabelledSwitch({
  checked,
  onChange,
  onLabel = SWITCH_LABELS.on,
  offLabel = SWITCH_LABELS.off,
  className,
  ...rest
}: LabelledSwitchProps) {
  return (
    <Switch
      {...rest}
      role="switch"
      className={['app-labelled-switch', className].filter(Boolean).join(' ')}
      checked={checked}
      label={checked ? onLabel : offLabel}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
