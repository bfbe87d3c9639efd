import { Button, Drawer, Icon, Popover } from '@blueprintjs/core';
import type { JSX, ReactNode } from 'react';
import { Avatar, drawerWidth, MENU_CLOSE_DELAY, MENU_OPEN_DELAY } from '@/platform/ui';
import { HistoryButtons } from './shared';
import './layout.css';

export type LayoutProps = { title: string; back?: boolean; children: ReactNode };

export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden>
      <rect width="36" height="36" rx="9" fill="#3957E1" />
      <path
        d="M8 24V13l5 6 5-6v11M20 17h8v7h-8zM22 17v-3h4v3"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BackButton() {
  return (
    <Button
      variant="minimal"
      icon="arrow-left"
      aria-label="Back"
      onClick={() => window.history.back()}
    />
  );
}

export function PageTitle({ title, back }: { title: string; back?: boolean }) {
  return (
    <div className="app-page-heading">
      {back && <BackButton />}
      <h1 className="app-page-title">{title}</h1>
    </div>
  );
}

/** The header's avatar button and its menu (company: active branch; helper: the person). */
export function AvatarMenu({
  name,
  src,
  menu,
}: {
  name: string;
  src?: string | null;
  menu: JSX.Element;
}) {
  return (
    <Popover
      content={menu}
      placement="bottom-end"
      // Spec section 9: the menu opens on hover after 300 ms and closes 250 ms after leaving;
      // keyboard focus opens it too (Blueprint's openOnTargetFocus).
      interactionKind="hover"
      hoverOpenDelay={MENU_OPEN_DELAY}
      hoverCloseDelay={MENU_CLOSE_DELAY}
    >
      <Button
        variant="minimal"
        className="company-avatar-button"
        aria-label={`Account menu, ${name}`}
      >
        <Avatar src={src} name={name} size={36} />
        <span className="company-avatar-button__name">{name}</span>
        <Icon icon="caret-down" />
      </Button>
    </Popover>
  );
}

/**
 * Desktop: fixed sidebar (93px), header (60px) with history buttons, the global search and
 * the avatar menu.
 */
export function DesktopShell({
  sidebar,
  search,
  avatarMenu,
  title,
  back,
  children,
}: LayoutProps & { sidebar: ReactNode; search: ReactNode; avatarMenu: ReactNode }) {
  return (
    <div className="company-layout">
      {sidebar}
      <div className="company-layout__main">
        <header className="app-header">
          <HistoryButtons />
          {search}
          <div style={{ flex: 1 }} />
          {avatarMenu}
        </header>
        <main className="app-page" id="main">
          <PageTitle title={title} back={back} />
          {children}
        </main>
      </div>
    </div>
  );
}

/** Below 960px: a 128px header (burger, logo, extras; the title below) and a drawer. */
export function MobileShell(
  props: LayoutProps & {
    className: string;
    headerEnd?: ReactNode;
    drawer: ReactNode;
    open: boolean;
    onOpenChange: (open: boolean) => void;
  },
) {
  const { className, headerEnd, drawer, open, onOpenChange, title, back, children } = props;
  return (
    <div className={className}>
      <header className="mobile-header">
        <div className="mobile-header__row">
          <Button
            variant="minimal"
            icon="menu"
            aria-label="Open menu"
            onClick={() => onOpenChange(true)}
          />
          <Logo />
          <div style={{ flex: 1 }} />
          {headerEnd}
        </div>
        <div className="mobile-header__title">
          {back && <BackButton />}
          <h1 className="app-page-title">{title}</h1>
        </div>
      </header>
      <main className="app-page app-page--mobile" id="main">
        {children}
      </main>
      <Drawer
        isOpen={open}
        onClose={() => onOpenChange(false)}
        position="left"
        size={drawerWidth(window.innerWidth)}
        title="Menu"
      >
        {drawer}
      </Drawer>
    </div>
  );
}
