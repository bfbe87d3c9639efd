import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'wouter';
import { SEARCH_DROPDOWN_WIDTH } from '../model/search-model';
import './search.css';

export type SearchBoxProps = {
  /** The input's accessible name and placeholder. */
  label: string;
  variant: 'desktop' | 'mobile';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  onTextChange: (text: string) => void;
  /** A search is on its way (typing not yet settled, or a request running). */
  busy: boolean;
  /** Above the results (the tags). */
  toolbar?: ReactNode;
  /** The dropdown's content: results, empty, loading or error state. */
  children: ReactNode;
  /** The server's limit on the search text (the contract's maxLength), if it has one. */
  maxLength?: number;
};

const RESULT = '.app-search__item';

/** What a chosen result does to its SearchBox (given by the box around it). */
const ResultChosen = createContext<() => void>(() => undefined);

/**
 * A result in the dropdown: a link out of the Tab order, reached with the arrow keys from the
 * search box (SearchBox), opened with Enter or a click. Chosen, the search closes and empties
 * (QA helper-89: the box kept '1020' on the order's page it opened). A result opened in a new
 * tab (a modified click) leaves it as it is: wouter's Link calls onClick for plain clicks only.
 */
export function SearchResult({ to, children }: { to: string; children: ReactNode }) {
  const chosen = useContext(ResultChosen);
  return (
    <Link href={to} className="app-search__item" tabIndex={-1} onClick={chosen}>
      {children}
    </Link>
  );
}

/**
 * The header search: an input whose dropdown (455px, spec section 9) opens on focus or on
 * typing and closes on Escape, a click elsewhere, when the focus leaves the search, or when a
 * result is chosen (which also empties it). On phones a search button in the mobile header opens the same search as a panel
 * over the page.
 *
 * The keyboard (as a combobox's list): ArrowDown goes from the box to the results and down
 * them, ArrowUp back up to the box, Escape closes and returns to the box. Results are out of
 * the Tab order, so Tab passes the search in one step: the dropdown opens on focus with every
 * job (an unfiltered search, spec section 2), and tabbing through it took dozens of presses
 * (a keyboard journey that tabbed past the box failed whenever the results came in first).
 */
export function SearchBox(props: SearchBoxProps) {
  const { label, variant, open, onOpenChange, text, onTextChange, busy, toolbar, children } = props;
  const { maxLength } = props;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dropdownId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onOpenChange(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (root.current?.contains(document.activeElement) && variant === 'desktop')
        input.current?.focus();
      onOpenChange(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, onOpenChange, variant]);

  useEffect(() => {
    if (open && variant === 'mobile') input.current?.focus();
  }, [open, variant]);

  const resultChosen = () => {
    onOpenChange(false);
    onTextChange('');
  };
  const results = () => [...(root.current?.querySelectorAll<HTMLElement>(RESULT) ?? [])];
  /** ArrowDown/ArrowUp from the box or a result: the next or previous result, or the box. */
  const moveFocus = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = results();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (at === -1 && event.target !== input.current) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : at - 1;
    if (next < 0) input.current?.focus();
    else list[next]?.focus();
  };
  /**
   * The focus left the search (Tab, or elsewhere): the dropdown closes. The phone's panel too,
   * once the focus went to something else: it covers the page, and Tab went on to controls
   * hidden under it (QA 2026-12-04); a tap on the panel's own background moves it nowhere.
   */
  const leave = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (!open || root.current?.contains(to)) return;
    if (variant === 'mobile' && to === null) return;
    onOpenChange(false);
  };

  const field = (
    <InputGroup
      inputRef={input}
      type="search"
      leftIcon="search"
      placeholder={label}
      aria-label={label}
      autoComplete="off"
      maxLength={maxLength}
      value={text}
      onFocus={() => onOpenChange(true)}
      onClick={() => onOpenChange(true)}
      onKeyDown={moveFocus}
      onChange={(event) => {
        onTextChange(event.currentTarget.value);
        // Typing after Escape (or a chosen result) opens the dropdown again: a box that took
        // text and showed nothing looked broken (with no branch, not even the reason showed).
        if (!open) onOpenChange(true);
      }}
      rightElement={
        busy && open ? <Spinner size={16} className="app-search__spinner" /> : undefined
      }
      fill
    />
  );
  const dropdown = open && (
    <div
      id={dropdownId}
      className="app-search__dropdown"
      role="region"
      aria-label="Search results"
      style={variant === 'desktop' ? { width: SEARCH_DROPDOWN_WIDTH } : undefined}
      onKeyDown={moveFocus}
    >
      {toolbar}
      {/* Not a Tab stop either: Chromium makes a scroller with no Tab stop inside one. */}
      <div className="app-search__results" tabIndex={-1}>
        <ResultChosen.Provider value={resultChosen}>{children}</ResultChosen.Provider>
      </div>
    </div>
  );

  if (variant === 'mobile') {
    return (
      <div ref={root} className="app-search app-search--mobile" onBlur={leave}>
        <Button
          variant="minimal"
          icon="search"
          aria-label={label}
          aria-expanded={open}
          aria-controls={open ? dropdownId : undefined}
          onClick={() => onOpenChange(!open)}
        />
        {open && (
          <div className="app-search__panel">
            <div className="app-search__panel-row">
              {field}
              <Button
                variant="minimal"
                className="app-search__close"
                text="Close"
                onClick={() => onOpenChange(false)}
              />
            </div>
            {dropdown}
          </div>
        )}
      </div>
    );
  }
  return (
    <div ref={root} className="app-search" onBlur={leave}>
      {field}
      {dropdown}
    </div>
  );
}
