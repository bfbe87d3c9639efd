import { Radio, RadioGroup } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import type { HelpType } from '@/platform/api/generated/model';
import { visibleError } from '@/platform/forms';
import { HELP_TYPE_LABELS, toHelpType } from '@/platform/orders';

const OPTIONS = ([1, 2, 3] as const).map((value) => ({ value, label: HELP_TYPE_LABELS[value] }));

/**
 * Help type as three radios (spec sections 3 and 5). The value is always 1, 2 or 3: anything
 * else read from an order counts as both (toHelpType).
 */
export function HelpTypeField({ name = 'help_type' }: { name?: string }) {
  const { input, meta } = useField<HelpType>(name, { format: toHelpType });
  const error = visibleError(meta);
  return (
    <div className="order-form__help-type">
      <RadioGroup
        label="Where is help needed?"
        name={input.name}
        inline
        selectedValue={input.value}
        onChange={(e) => input.onChange(toHelpType(e.currentTarget.value))}
      >
        {OPTIONS.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </RadioGroup>
      {error && (
        <p className="order-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
