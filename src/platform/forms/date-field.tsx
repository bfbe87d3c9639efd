import { FormGroup } from '@blueprintjs/core';
import { DateInput, type DateInputProps } from '@/platform/widgets/date-input';
import { useFieldAdapter, type BaseFieldProps } from './fields';

/*
 * A module of its own: the date input brings a popover with it, and a page that uses no date
 * field (the login form) should not load it because it shares the other field adapters.
 */

export type DateFieldProps = BaseFieldProps &
  Pick<DateInputProps, 'minDate' | 'maxDate' | 'placeholder' | 'fill' | 'clearable'>;

export function DateField(props: DateFieldProps) {
  const { field, rest, group, control, intent } = useFieldAdapter<string, DateFieldProps>(props);
  // Not the input's blur: focus moves into the calendar popup while choosing, and counting
  // that as leaving the field would show 'required' before a day is picked.
  const { onBlur: markVisited, ...dateControl } = control;
  return (
    <FormGroup {...group}>
      <DateInput
        {...rest}
        {...dateControl}
        fieldLabel={typeof props.label === 'string' ? props.label : undefined}
        value={field.value}
        onChange={(v) => {
          field.onChange(v);
          // Choosing closes the popup without a blur on the input: count it as visited.
          markVisited();
        }}
        intent={intent}
      />
    </FormGroup>
  );
}
