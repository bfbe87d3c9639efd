import {
  Button,
  Classes,
  Icon,
  Menu,
  MenuDivider,
  MenuItem,
  SegmentedControl,
  type IconName,
} from '@blueprintjs/core';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { goBack, href, type StaticRouteName } from '@/platform/routing';
import { dashboardSwitched, logoutRequested, selectIsManager } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';

/** One sidebar entry (company and helper sidebars). */
export function SidebarItem({
  route,
  label,
  icon,
  active,
  adornment,
}: {
  route: StaticRouteName;
  label: string;
  icon: IconName;
  active: boolean;
  adornment?: ReactNode;
}) {
  // The label first, so the link is named by it ("Job, 1 job to confirm"), not by its badges;
  // the icon is drawn above it (CSS order).
  const body = (
    <>
      <span className="company-sidebar__label">{label}</span>
      <span className="company-sidebar__icon">
        <Icon icon={icon} size={20} />
        {adornment}
      </span>
    </>
  );
  return (
    <Link
      href={href(route)}
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

/**
 * The header's back arrow: the browser's Back. Pressed while a popover is open, the press
 * closes the popover as any press outside it does, which takes its history entry away: that is
 * the one step back, as the browser's Back would close it (QA helper-158: the click then went
 * back a page too, and what was typed in the popover was gone without a question).
 */
export function BackArrow() {
  const closesPopover = useRef(false);
  return (
    <Button
      variant="minimal"
      icon="arrow-left"
      aria-label="Back"
      onPointerDown={() => {
        closesPopover.current = document.querySelector(POPOVER_OPEN) !== null;
      }}
      onClick={() => {
        if (!closesPopover.current) goBack();
        closesPopover.current = false;
      }}
    />
  );
}

/** An open popover of the app's (not a tooltip): the pointer's press outside closes it. */
const POPOVER_OPEN = `.${Classes.POPOVER}:not(.${Classes.TOOLTIP})`;

export function HistoryButtons() {
  return (
    <span className="app-history-buttons">
      <BackArrow />
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
