import { Menu, MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  ConfirmationsBadge,
  ConfirmationsTag,
  InvitationsBadge,
  InvitationsLink,
  InvitationsTag,
} from '@/features/helper-jobs';
import { HelperSearch } from '@/features/search';
import { formatPositions, fullName } from '@/platform/format';
import { href, type StaticRouteName } from '@/platform/routing';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { Avatar, useIsMobile } from '@/platform/ui';
import { DashboardToggle, LogoutItem, SidebarItem } from './shared';
import { AppShell, AvatarMenu, Logo, MobileChrome, type LayoutProps } from './shells';

const NAV: { route: StaticRouteName; label: string; icon: IconName }[] = [
  { route: 'helper-job', label: 'Job', icon: 'briefcase' },
  { route: 'helper-calendar', label: 'Calendar', icon: 'calendar' },
  { route: 'helper-earnings', label: 'Earnings', icon: 'dollar' },
  { route: 'helper-settings-personal-info', label: 'Settings', icon: 'cog' },
];

function useHelperIdentity() {
  const user = useAppSelector(selectUser);
  const name = user ? fullName(user.first_name, user.last_name) : '';
  const positions = formatPositions(user?.positions);
  return { user, name, positions };
}

function HelperMenuItems({
  onNavigate,
  showSettings = true,
}: {
  onNavigate: (route: StaticRouteName) => void;
  /** The mobile drawer lists Settings among its navigation already. */
  showSettings?: boolean;
}) {
  const { user, name, positions } = useHelperIdentity();
  return (
    <>
      <li className="company-avatar-menu__head" role="none">
        <Avatar src={user?.avatar_url} name={name} size={40} />
        <div>
          <strong>{name}</strong>
          {positions && (
            <div className="app-muted" style={{ fontSize: 12 }}>
              {positions}
            </div>
          )}
        </div>
      </li>
      <MenuDivider />
      <DashboardToggle current="helper" />
      {showSettings && (
        <MenuItem
          icon="cog"
          text="Settings"
          onClick={() => onNavigate('helper-settings-personal-info')}
        />
      )}
      <MenuItem
        icon="credit-card"
        text="Subscription"
        onClick={() => onNavigate('helper-settings-subscription')}
      />
      <LogoutItem />
    </>
  );
}

function HelperSidebar() {
  const [location] = useLocation();
  return (
    <nav className="company-sidebar" aria-label="Helper">
      <Link href={href('helper-job')} className="company-sidebar__logo" aria-label="Home">
        <Logo />
      </Link>
      {NAV.map((item) => {
        const path = href(item.route);
        const area = path.split('/').slice(0, 3).join('/');
        const active = location === path || location.startsWith(`${area}/`) || location === area;
        return (
          <SidebarItem
            key={item.route}
            route={item.route}
            label={item.label}
            icon={item.icon}
            active={active}
            // Invitations to answer (new job invitations and invitations to join a branch,
            // both under Job); jobs to confirm (7/8) beside them, on the other side of the icon.
            adornment={
              item.route === 'helper-job' ? (
                <>
                  <InvitationsBadge />
                  <ConfirmationsBadge />
                </>
              ) : undefined
            }
          />
        );
      })}
    </nav>
  );
}

function HelperAvatarMenu() {
  const [, navigate] = useLocation();
  const { user, name } = useHelperIdentity();
  const menu = (
    <Menu aria-label="Account menu" className="company-avatar-menu">
      <HelperMenuItems onNavigate={(r) => navigate(href(r))} />
    </Menu>
  );
  return <AvatarMenu name={name} src={user?.avatar_url} menu={menu} />;
}

function HelperMobileChrome({ title, back }: Omit<LayoutProps, 'children'>) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const go = (route: StaticRouteName) => {
    setOpen(false);
    navigate(href(route));
  };
  return (
    <MobileChrome
      title={title}
      back={back}
      open={open}
      onOpenChange={setOpen}
      headerEnd={
        <>
          <HelperSearch variant="mobile" />
          <ConfirmationsBadge variant="mobile" />
          <InvitationsLink />
        </>
      }
      drawer={
        <Menu className="mobile-drawer-menu">
          {NAV.map((item) => (
            <MenuItem
              key={item.route}
              icon={item.icon}
              text={item.label}
              onClick={() => go(item.route)}
              labelElement={
                item.route === 'helper-job' ? (
                  <span className="mobile-drawer-menu__counts">
                    <InvitationsTag />
                    <ConfirmationsTag />
                  </span>
                ) : undefined
              }
            />
          ))}
          <MenuDivider />
          <HelperMenuItems onNavigate={go} showSettings={false} />
        </Menu>
      }
    />
  );
}

/** Helpers, and managers in the helper view (below 960px: the helper mobile layout). */
export function HelperLayout({ title, back, children }: LayoutProps) {
  const mobile = useIsMobile();
  return (
    <AppShell
      mobile={mobile}
      mobileClassName="helper-mobile"
      mobileChrome={<HelperMobileChrome title={title} back={back} />}
      sidebar={<HelperSidebar />}
      search={<HelperSearch />}
      avatarMenu={<HelperAvatarMenu />}
      title={title}
      back={back}
    >
      {children}
    </AppShell>
  );
}
