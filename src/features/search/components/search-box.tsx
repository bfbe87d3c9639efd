import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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

/**
 * The header search: an input whose dropdown (455px, spec section 9) opens on focus and
 * closes on Escape, a click elsewhere, or when a result is chosen. On phones a search button
 * in the mobile header opens the same search as a panel over the page.
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
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, onOpenChange]);

  useEffect(() => {
    if (open && variant === 'mobile') input.current?.focus();
  }, [open, variant]);

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
      onChange={(event) => onTextChange(event.currentTarget.value)}
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
    >
      {toolbar}
      <div className="app-search__results">{children}</div>
    </div>
  );

  if (variant === 'mobile') {
    return (
      <div ref={root} className="app-search app-search--mobile">
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
              <Button variant="minimal" text="Close" onClick={() => onOpenChange(false)} />
            </div>
            {dropdown}
          </div>
        )}
      </div>
    );
  }
  return (
    <div ref={root} className="app-search">
      {field}
      {dropdown}
    </div>
  );
}
