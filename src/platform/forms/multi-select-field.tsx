import { Button, FormGroup, MenuItem } from '@blueprintjs/core';
import { CaretDownIcon } from '@blueprintjs/icons';
import { Select, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { countOf } from '@/platform/format';
import { useFieldAdapter, type BaseFieldProps } from './fields';
import { usePopoverFocusReturn } from '@/platform/ui/popover-focus-return';
import { usePopoverTargetAria } from './popover-target-aria';
import '@blueprintjs/select/lib/css/blueprint-select.css';

/**
 * Spec section 9: a multi-select shows its first item plus '+N others'. One other reads
 * '+1 other' (the spec's template, in English).
 */
export function selectionSummary(titles: readonly string[]): string {
  if (titles.length === 0) return '';
  const others = titles.length - 1;
  if (others === 0) return titles[0];
  return `${titles[0]} +${countOf(others, 'other')}`;
}

export type MultiSelectFieldProps<T> = BaseFieldProps & {
  items: readonly T[];
  /** Property holding the value; 'id' by default (spec section 3). */
  valueField?: keyof T & string;
  /** Property holding the text; 'name' by default. */
  titleField?: keyof T & string;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  /** An icon before an item's text (positions carry theirs). */
  renderIcon?: (item: T) => ReactElement;
  /** A filter box above the options; on by default when there are more than 8. */
  filterable?: boolean;
  fill?: boolean;
  /**
   * The value's order means something (a person's first position picks their icon, and
   * every other screen lists them in that order): the summary reads in the value's order and
   * a ticked item is added at the end, instead of both following the items' order.
   */
  keepValueOrder?: boolean;
};

type Option = { value: unknown; title: string; icon?: ReactElement };

/**
 * Escape closes an open list whose button has the focus (a list opened with a click). Blueprint
 * closes it only when the focus is inside the list: its Select listens for Escape on the document
 * while the focus is elsewhere, but the popover (PopoverNext's handleOverlayClose, 6.20) drops a
 * key event whose target is its own control. The list is closed as a click on the button closes
 * it; the focus stays on the button.
 */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape' || event.currentTarget.getAttribute('aria-expanded') !== 'true')
    return;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLElement>('.app-multi-select-button')?.click();
}

const matches: ItemPredicate<Option> = (query, option) =>
  option.title.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A react-final-form field holding an array of item values (ids by default). The button shows
 * the choice as the spec's summary; the list stays open while items are ticked, each toggling.
 * The value keeps the order of `items`, so what is sent does not depend on click order (unless
 * `keepValueOrder`: then the order the value already has).
 */
export function MultiSelectField<T extends object>(props: MultiSelectFieldProps<T>) {
  const { field, rest, group, control, intent } = useFieldAdapter<
    unknown[] | undefined,
    MultiSelectFieldProps<T>
  >(props);
  const {
    items,
    valueField = 'id' as keyof T & string,
    titleField = 'name' as keyof T & string,
    placeholder = 'Select',
    renderIcon,
    filterable = items.length > 8,
    fill = true,
    keepValueOrder = false,
  } = rest;
  const options: Option[] = items.map((item) => {
    const record = item as Record<string, unknown>;
    return {
      value: record[valueField],
      title: String(record[titleField] ?? ''),
      icon: renderIcon?.(item),
    };
  });
  const wrapRef = useRef<HTMLDivElement>(null);
  // Filterable, the list's button is the control; else Blueprint's wrapper is the combobox.
  usePopoverTargetAria(wrapRef, '.app-multi-select-button', filterable);
  // The focus stays where the user puts it once the list closes (see the hook).
  const focusReturn = usePopoverFocusReturn(wrapRef, '.app-multi-select-button');
  const value = Array.isArray(field.value) ? field.value : [];
  const chosen = new Set(value);
  const chosenOptions = keepValueOrder
    ? value.flatMap((v) => options.filter((o) => o.value === v))
    : options.filter((o) => chosen.has(o.value));
  const chosenTitles = chosenOptions.map((o) => o.title);
  const summary = selectionSummary(chosenTitles);

  const toggle = (option: Option) => {
    if (keepValueOrder) {
      field.onChange(
        chosen.has(option.value)
          ? value.filter((v) => v !== option.value)
          : [...value, option.value],
      );
      return;
    }
    const next = new Set(chosen);
    if (next.has(option.value)) next.delete(option.value);
    else next.add(option.value);
    field.onChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  };

  const renderOption: ItemRenderer<Option> = (option, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={String(option.value)}
        roleStructure="listoption"
        selected={chosen.has(option.value)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        icon={option.icon}
        text={option.title}
        onClick={handleClick}
        onFocus={handleFocus}
        // Ticking one keeps the list open for the next.
        shouldDismissPopover={false}
      />
    ) : null;

  return (
    <FormGroup {...group}>
      <div ref={wrapRef}>
        <Select<Option>
          items={options}
          itemRenderer={renderOption}
          itemPredicate={matches}
          onItemSelect={toggle}
          filterable={filterable}
          fill={fill}
          disabled={control.disabled}
          resetOnClose
          popoverProps={{ minimal: true, matchTargetWidth: fill, ...focusReturn }}
          menuProps={{ 'aria-label': typeof group.label === 'string' ? group.label : 'Options' }}
          // Not filterable, the wrapper itself is the combobox: it needs the field's name.
          popoverTargetProps={
            filterable
              ? { onKeyDown: closeOnEscape }
              : {
                  'aria-label': typeof group.label === 'string' ? group.label : placeholder,
                  onKeyDown: closeOnEscape,
                }
          }
          noResults={<MenuItem disabled roleStructure="listoption" text="No matches" />}
        >
          <Button
            {...control}
            fill={fill}
            alignText="start"
            endIcon={<CaretDownIcon />}
            intent={intent}
            variant="outlined"
            aria-haspopup="listbox"
            className="app-multi-select-button"
            text={summary || <span className="app-multi-select-placeholder">{placeholder}</span>}
            // The summary hides all but the first; the full choice stays available to readers.
            title={chosenTitles.join(', ') || undefined}
          />
        </Select>
      </div>
    </FormGroup>
  );
}
