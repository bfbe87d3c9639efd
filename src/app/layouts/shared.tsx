import {
  Button,
  Icon,
  Menu,
  MenuDivider,
  MenuItem,
  SegmentedControl,
  type IconName,
} from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { href, type RouteName } from '@/platform/routing';
import { dashboardSwitched, logoutRequested, selectIsManager } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { mountedRoutes } from '../route-table';

/**
 * Whether the app mounts a page for `route` yet. Navigation to a page a later issue brings
 * (e.g. Calendar) is shown, but disabled: it neither pretends to work nor bounces the user
 * to another area. It turns on by itself once the feature registers its route.
 */
export function isRouteAvailable(route: RouteName): boolean {
  return mountedRoutes.has(route);
}

/** One sidebar entry (company and helper sidebars). */
export function SidebarItem({
  route,
  label,
  icon,
  active,
  adornment,
}: {
  route: RouteName;
  label: string;
  icon: IconName;
  active: boolean;
  adornment?: ReactNode;
}) {
  const body = (
    <>
      <span className="company-sidebar__icon">
        <Icon icon={icon} size={20} />
        {adornment}
      </span>
      <span className="company-sidebar__label">{label}</span>
    </>
  );
  if (!isRouteAvailable(route)) {
    return (
      <a role="link" aria-disabled="true" className="company-sidebar__item is-unavailable">
        {body}
      </a>
    );
  }
  return (
    <Link
      href={href(route as 'company-activity')}
      className={`company-sidebar__item${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {body}
    </Link>
  );
}

/** Managers switch between the Manager (company) and Helper views (spec section 4). */
export function DashboardToggle({ current }: { current: 'manager' | 'helper' }) {
  const dispatch = useAppDispatch();
  const isManager = useAppSelector(selectIsManager);
  if (!isManager) return null;
  return (
    <div style={{ padding: '6px 8px' }}>
      <SegmentedControl
        aria-label="Dashboard"
        fill
        size="small"
        value={current}
        options={[
          { label: 'Manager', value: 'manager' },
          { label: 'Helper', value: 'helper' },
        ]}
        onValueChange={(value) => {
          if (value !== current) dispatch(dashboardSwitched(value as 'manager' | 'helper'));
        }}
      />
    </div>
  );
}

export function LogoutItem() {
  const dispatch = useAppDispatch();
  return <MenuItem icon="log-out" text="Logout" onClick={() => dispatch(logoutRequested())} />;
}

export function HistoryButtons() {
  return (
    <span className="app-history-buttons">
      <Button
        variant="minimal"
        icon="arrow-left"
        aria-label="Back"
        onClick={() => window.history.back()}
      />
      <Button
        variant="minimal"
        icon="arrow-right"
        aria-label="Forward"
        onClick={() => window.history.forward()}
      />
    </span>
  );
}

export { Menu, MenuDivider, MenuItem };
