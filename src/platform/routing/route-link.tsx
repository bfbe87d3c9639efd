import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { href, type StaticRouteName } from './routes';

/**
 * A text link to a parameterless named route; `state` goes with it as the history entry's
 * state (what the next page starts from: the login page's email for Forgot Password?).
 */
export function RouteLink({
  to,
  state,
  children,
}: {
  to: StaticRouteName;
  state?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <Link href={href(to)} state={state}>
      {children}
    </Link>
  );
}
