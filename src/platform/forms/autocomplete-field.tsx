import { FormGroup, MenuItem, setRef, Spinner } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TYPING_PAUSE_MS, useDebouncedValue } from '@/platform/ui';
import { useFieldAdapter, type BaseFieldProps } from './fields';
import { usePopoverTargetAria } from './popover-target-aria';
import '@blueprintjs/select/lib/css/blueprint-select.css';

export type AutocompleteFieldProps<T> = BaseFieldProps & {
  /** The options for the current query (the caller searches, e.g. with a query hook). */
  items: readonly T[];
  /** Called with the typed text after `debounceMs` of quiet; the caller fetches `items`. */
  onQueryChange: (query: string) => void;
  /** While the options for the latest query load. */
  loading?: boolean;
  /** Property holding the value; 'id' by default (spec section 3). */
  valueField?: keyof T & string;
  /** Property holding the text; 'name' by default, e.g. 'name_with_state_initials'. */
  titleField?: keyof T & string;
  placeholder?: string;
  debounceMs?: number;
  /** Shown in the list while nothing was typed. */
  hint?: string;
};

/**
 * A react-final-form field holding the chosen items themselves (T[], not ids: the tags need
 * their titles, and a search result page does not hold every chosen item). Type to search,
 * pick with click or Enter (which never submits the form), remove with the tag's × or Backspace.
 */
export function AutocompleteField<T extends object>(props: AutocompleteFieldProps<T>) {
  const { field, rest, group, control, intent } = useFieldAdapter<
    T[] | undefined,
    AutocompleteFieldProps<T>
  >(props);
  const {
    items,
    onQueryChange,
    loading = false,
    valueField = 'id' as keyof T & string,
    titleField = 'name' as keyof T & string,
    placeholder = 'Type to search',
    debounceMs = TYPING_PAUSE_MS,
    hint = 'Type a name to search',
  } = rest;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeItem, setActiveItem] = useState<T | null>(null);
  const listId = `${useId()}list`;
  const wrapRef = useRef<HTMLDivElement>(null);
  // The input is the combobox; Blueprint's wrapper around the tags must not be a second one.
  usePopoverTargetAria(wrapRef, 'input');
  const chosen: T[] = Array.isArray(field.value) ? field.value : [];
  const valueOf = (item: T) => (item as Record<string, unknown>)[valueField];
  const titleOf = (item: T) => String((item as Record<string, unknown>)[titleField] ?? '');
  const isChosen = (item: T) => chosen.some((c) => valueOf(c) === valueOf(item));

  const typed = useDebouncedValue(query.trim(), debounceMs);
  useEffect(() => onQueryChange(typed), [typed, onQueryChange]);

  const toggle = (item: T) => {
    field.onChange(
      isChosen(item) ? chosen.filter((c) => valueOf(c) !== valueOf(item)) : [...chosen, item],
    );
    setQuery('');
  };
  const remove = (item: T) => field.onChange(chosen.filter((c) => valueOf(c) !== valueOf(item)));
  // Each tag's × names its item (Blueprint calls every one "Remove tag").
  useEffect(() => {
    for (const tag of wrapRef.current?.querySelectorAll('[data-tag-index]') ?? []) {
      const item = chosen[Number(tag.getAttribute('data-tag-index'))];
      const button = tag.querySelector('.bp6-tag-remove');
      if (item && button) button.setAttribute('aria-label', `Remove ${titleOf(item)}`);
    }
  });

  // The options the list shows, and the one the arrows highlight: the input points at it
  // (aria-activedescendant), so a screen reader reads it while the focus stays in the box.
  // Searching too while the typing pause runs: the options shown would be the last query's,
  // and Enter picked its first one ('B' highlighted Bastrop, chosen already, and Enter after
  // 'Blanco' took it off: a loaded run, 2026-12-04).
  const searching = loading || query.trim() !== typed;
  const shown = searching ? [] : [...items];
  const activeIndex = activeItem ? shown.findIndex((i) => valueOf(i) === valueOf(activeItem)) : -1;
  const renderItem: ItemRenderer<T> = (item, { handleClick, handleFocus, modifiers, id, ref }) => (
    <MenuItem
      key={String(valueOf(item))}
      // Blueprint gives the option's id to the text inside it; the option (li) carries it.
      ref={(node: HTMLLIElement | null) => {
        if (node && id) node.id = id;
        setRef(ref, node);
      }}
      roleStructure="listoption"
      selected={isChosen(item)}
      active={modifiers.active}
      text={titleOf(item)}
      onClick={handleClick}
      onFocus={handleFocus}
      shouldDismissPopover={false}
    />
  );

  const empty = searching ? (
    <MenuItem
      disabled
      roleStructure="listoption"
      icon={<Spinner size={16} aria-label="Searching" />}
      text="Searching…"
    />
  ) : (
    <MenuItem disabled roleStructure="listoption" text={query.trim() ? 'No matches' : hint} />
  );

  return (
    <FormGroup {...group}>
      <div ref={wrapRef}>
        <MultiSelect<T>
          // The list's id (Blueprint's own aria-controls names an id its list does not have).
          {...{ listId }}
          items={shown}
          onActiveItemChange={(item) => setActiveItem(item)}
          selectedItems={chosen}
          itemRenderer={renderItem}
          // The caller's search already filtered; keep every option it returned.
          itemPredicate={() => true}
          itemsEqual={(a, b) => valueOf(a) === valueOf(b)}
          onItemSelect={toggle}
          onRemove={remove}
          query={query}
          onQueryChange={setQuery}
          tagRenderer={titleOf}
          noResults={empty}
          placeholder={placeholder}
          fill
          resetOnSelect
          popoverProps={{
            minimal: true,
            matchTargetWidth: true,
            onOpening: () => setOpen(true),
            onClosing: () => setOpen(false),
          }}
          menuProps={{ 'aria-label': typeof group.label === 'string' ? group.label : 'Options' }}
          tagInputProps={{
            intent,
            disabled: control.disabled,
            inputProps: {
              id: control.id,
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': listId,
              'aria-activedescendant':
                open && activeIndex >= 0 ? `${listId}-item-${activeIndex}` : undefined,
              name: control.name,
              'aria-invalid': control['aria-invalid'],
              'aria-describedby': control['aria-describedby'],
              onBlur: control.onBlur,
              onFocus: control.onFocus,
              // Enter picks the highlighted option (Blueprint selects on keyup); on keydown it
              // would also submit the form, with the list as it was before the pick (review 53).
              onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key === 'Enter') event.preventDefault();
              },
            },
            // Enter or Space on a tag's × removes it: Blueprint's Tag takes both keys for
            // itself (it stops the button's click and clicks the tag, which only focuses the
            // box), so they go to the button alone (review 54).
            tagProps: {
              minimal: true,
              onKeyDownCapture: keepKeysForRemove,
              onKeyUpCapture: keepKeysForRemove,
            },
          }}
        />
      </div>
    </FormGroup>
  );
}

function keepKeysForRemove(event: KeyboardEvent<HTMLElement>) {
  const onRemove = (event.target as Element).closest('.bp6-tag-remove');
  if (onRemove && (event.key === 'Enter' || event.key === ' ')) event.stopPropagation();
}
