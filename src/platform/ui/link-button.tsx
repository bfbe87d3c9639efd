import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import { Link } from 'wouter';

/**
 * A button-looking link to another page: wouter navigates in the app, and it stays a link
 * for assistive tech (Blueprint's AnchorButton says "button" by default).
 */
export function LinkButton({ to, ...props }: AnchorButtonProps & { to: string }) {
  return (
    <Link href={to} asChild>
      <AnchorButton role="link" {...props} />
    </Link>
  );
}
