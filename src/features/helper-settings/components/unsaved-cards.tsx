import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { deepEqual, withoutGroups } from '@/platform/forms';

/*
 * A settings page of several cards, each with its own Save (Work settings: serving areas,
 * availability, time off, hourly rate: the spec's calls). A card says when it holds changes
 * not saved, and a save says which other cards still do (QA 57a M5: a new helper saved her
 * rate last, read "Hourly rate saved", and her serving areas and hours, typed above, were
 * never sent).
 */

/** Each card's name: whether it holds changes not saved, and where it is on the page. */
type Registry = Map<string, { unsaved: boolean; at: HTMLElement | null }>;

const UnsavedCards = createContext<Registry | null>(null);

/** Around a settings page: its cards report here. */
export function UnsavedCardsScope({ children }: { children: ReactNode }) {
  const registry = useRef<Registry>(new Map());
  return <UnsavedCards.Provider value={registry.current}>{children}</UnsavedCards.Provider>;
}

/** What the form last saved (SettingsForm), else its initial values are what it holds. */
const SavedValues = createContext<{ values: unknown } | null>(null);
export const SavedValuesScope = SavedValues.Provider;

/** A number typed with a point: its zeros after the last digit of the fraction say nothing. */
const DECIMAL_TEXT = /^([+-]?\d*)\.(\d*?)0*$/;

/**
 * '' is an emptied field (final-form gives undefined); text is what it says, not its spaces
 * around it, and a number with a point or thousands separators is its value ("32.5", "32.50"
 * and " 32.50 " are one rate, saved as the same cents: QA 58 L2; "1,000" is 1000.00); an object of nothing is nothing; the lists of
 * these forms are sets (counties, positions, tools), in whatever order they were picked.
 */
function normalized(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = String(withoutGroups(value.trim()));
    const decimal = DECIMAL_TEXT.exec(text);
    value = decimal ? (decimal[2] ? `${decimal[1]}.${decimal[2]}` : decimal[1]) : text;
  }
  if (value === '' || value == null) return undefined;
  if (Array.isArray(value))
    return value
      .map(normalized)
      .map((item) => [JSON.stringify(item) ?? '', item] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, item]) => item);
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, normalized(item)] as const)
    .filter(([, item]) => item !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The same values as far as a user can tell: typed back to what was there is no change. */
export const sameValues = (a: unknown, b: unknown): boolean =>
  deepEqual(normalized(a), normalized(b));

/**
 * Whether the enclosing form holds changes not saved: its values differ from what it last
 * saved (or started with), by value, not by the edits made (review 58: ticked then unticked
 * read as a change; a field check that stopped a Save hid one). False while it saves.
 */
export function useUnsaved(): boolean {
  const saved = useContext(SavedValues);
  const { values, initialValues, submitting } = useFormState({
    subscription: { values: true, initialValues: true, submitting: true },
  });
  return !submitting && !sameValues(values, saved ? saved.values : initialValues);
}

/** Inside a card's form: reports whether it holds changes not saved, under its name. */
export function ReportUnsaved({ name }: { name: string }) {
  const registry = useContext(UnsavedCards);
  const unsaved = useUnsaved();
  const at = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    registry?.set(name, { unsaved, at: at.current });
  }, [registry, name, unsaved]);
  useEffect(() => () => void registry?.delete(name), [registry, name]);
  return <span ref={at} hidden />;
}

/** Page order (QA 58 L3: the cards were named in the order their data loaded). */
const byPlace = (a: HTMLElement | null, b: HTMLElement | null) =>
  a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1;

/**
 * The success text of a card's save, with the cards of the page left unsaved (the one saving
 * is not among them): 'Hourly rate saved. Not saved yet: Serving areas and Weekly
 * availability.'
 */
export function useSavedText(): (saved: string) => string {
  const registry = useContext(UnsavedCards);
  return (saved) => {
    const left = [...(registry?.entries() ?? [])]
      .filter(([, card]) => card.unsaved)
      .sort(([, a], [, b]) => byPlace(a.at, b.at))
      .map(([name]) => name);
    if (left.length === 0) return saved;
    const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(left);
    return `${saved}. Not saved yet: ${names}.`;
  };
}
