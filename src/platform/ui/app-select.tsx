import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import { forwardRef } from 'react';

/**
 * Blueprint's `HTMLSelect` with its chevron hidden from screen readers. Blueprint names the
 * chevron "Open dropdown", so a reader heard an image that sounds like a button after every
 * select (QA helper-121); the select itself already says it opens a list.
 */
export const AppSelect = forwardRef<HTMLSelectElement, HTMLSelectProps>(function AppSelect(
  { iconProps, ...props },
  ref,
) {
  // eslint-disable-next-line no-restricted-syntax -- the one place that draws Blueprint's select
  return <HTMLSelect {...props} ref={ref} iconProps={{ ...iconProps, title: undefined }} />;
});
