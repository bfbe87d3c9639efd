import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { href, type StaticRouteName } from './routes';

/** A text link to a parameterless named route. */
export function RouteLink({ to, children }: { to: StaticRouteName; children: ReactNode }) {
  return <Link href={href(to)}>{children}</Link>;
}
