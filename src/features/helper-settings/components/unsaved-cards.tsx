import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';

/*
 * A settings page of several cards, each with its own Save (Work settings: serving areas,
 * availability, hourly rate: the spec's three calls). A save says which other cards still
 * have changes not saved (QA 57a M5: a new helper saved her rate last, read "Hourly rate
 * saved", and her serving areas and hours, typed above, were never sent).
 */

type CardState = { unsaved: boolean; submitting: boolean };
type Registry = Map<string, CardState>;

const UnsavedCards = createContext<Registry | null>(null);

/** Around a settings page: its cards report here. */
export function UnsavedCardsScope({ children }: { children: ReactNode }) {
  const registry = useRef<Registry>(new Map());
  return <UnsavedCards.Provider value={registry.current}>{children}</UnsavedCards.Provider>;
}

type FormFlags = {
  dirty?: boolean;
  dirtySinceLastSubmit?: boolean;
  submitSucceeded?: boolean;
};

/** A form has changes not saved: edited since it loaded, or since its last good save. */
export const isUnsaved = ({ dirty, dirtySinceLastSubmit, submitSucceeded }: FormFlags): boolean =>
  Boolean(submitSucceeded ? dirtySinceLastSubmit : dirty);

/** Inside a card's form: reports whether it has changes not saved, under its name. */
export function ReportUnsaved({ name }: { name: string }) {
  const registry = useContext(UnsavedCards);
  useEffect(() => () => void registry?.delete(name), [registry, name]);
  if (!registry) return null;
  return (
    <FormSpy<object>
      subscription={{
        dirty: true,
        dirtySinceLastSubmit: true,
        submitSucceeded: true,
        submitting: true,
      }}
      onChange={(state) =>
        registry.set(name, { unsaved: isUnsaved(state), submitting: Boolean(state.submitting) })
      }
    />
  );
}

/**
 * The success text of a card's save, with the cards of the page left unsaved (the one saving
 * is submitting, so not among them): 'Hourly rate saved. Not saved yet: Serving areas and
 * Weekly availability.'
 */
export function useSavedText(): (saved: string) => string {
  const registry = useContext(UnsavedCards);
  return (saved) => {
    const left = [...(registry?.entries() ?? [])]
      .filter(([, card]) => card.unsaved && !card.submitting)
      .map(([name]) => name);
    if (left.length === 0) return saved;
    const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(left);
    return `${saved}. Not saved yet: ${names}.`;
  };
}
