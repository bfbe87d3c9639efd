import { Switch, type SwitchProps } from '@blueprintjs/core';
import { useGuardedAction } from '@/platform/ui/use-single-flight';
import './widgets.css';

export const SWITCH_LABELS = { on: 'Active', off: 'Inactive' } as const;

export type LabelledSwitchProps = Omit<SwitchProps, 'checked' | 'onChange' | 'label'> & {
  checked: boolean;
  /** May return a promise (the save): a flip is ignored until it settles. */
  onChange: (checked: boolean) => unknown;
  /** Text while on ('Active' by default). */
  onLabel?: string;
  /** Text while off ('Inactive' by default). */
  offLabel?: string;
  /**
   * Whether the state text is the switch's accessible name (true by default). False when the
   * switch is named otherwise (a field's label, `aria-label`): the name then stays the same
   * and `checked` alone tells the state; "Email On, switch, on" said it twice, and "Inactive,
   * switch, off" was a double negative (QA helper-121 M8).
   */
  stateInName?: boolean;
};

/**
 * A switch whose label states its current state (spec section 4); green when on. A flip
 * whose save is still on its way is not sent again (useGuardedAction); meanwhile the switch is
 * `aria-disabled`, not disabled: Chromium drops a disabled control's focus to the page's body
 * (`focusIsLost`), and the person who flipped it lost their place (QA helper-121 M1).
 */
export function LabelledSwitch({
  checked,
  onChange,
  onLabel = SWITCH_LABELS.on,
  offLabel = SWITCH_LABELS.off,
  stateInName = true,
  className,
  disabled,
  ...rest
}: LabelledSwitchProps) {
  const { run, running } = useGuardedAction(onChange);
  const text = checked ? onLabel : offLabel;
  return (
    <Switch
      {...rest}
      role="switch"
      disabled={disabled}
      aria-disabled={running || undefined}
      className={['app-labelled-switch', running && 'app-labelled-switch--busy', className]
        .filter(Boolean)
        .join(' ')}
      checked={checked}
      label={stateInName ? text : undefined}
      labelElement={stateInName ? undefined : <span aria-hidden="true">{text}</span>}
      onChange={(e) => void run(e.currentTarget.checked)}
    />
  );
}
