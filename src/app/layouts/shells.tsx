import { Button, Classes, Drawer } from '@blueprintjs/core';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  drawerWidth,
  focusPageTitle,
  useBackCloses,
  useToastsBeneath,
  watchForLostFocus,
} from '@/platform/ui';
import { arrivedFromAnotherArea, scrollToTopOfNewPage } from '@/platform/routing';
import { LiveAnnouncer } from '@/platform/ui/announcer';
import { LiveUpdatesNotice } from './live-updates-notice';
import { BackArrow, HistoryButtons } from './shared';
import './layout.css';

export { AvatarMenu } from './avatar-menu';

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

export function PageTitle({ title, back }: { title: string; back?: boolean }) {
  return (
    <div className="app-page-heading">
      {back && <BackArrow />}
      <h1 className="app-page-title" tabIndex={-1}>
        {title}
      </h1>
    </div>
  );
}

/**
 * After a move to another page (or another state of one: `?action=edit`) the focus would be
 * on the page's body when what had it went with the old page (a card, Add new job, Save): it
 * goes to the new page's title instead, so a keyboard goes on from the page and a screen
 * reader reads where it is (review 54). The old page may go a moment after the address
 * changes (the new one's code loading), so this watches for the loss for a few seconds, until
 * the user puts the focus or the pointer somewhere. Focus that stays (the sidebar's link) is
 * left where it is.
 */
function useFocusTitleOnNavigation() {
  const [path] = useLocation();
  const search = useSearch();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // A frame mounted by a move into its area (a sign-in, a dashboard switch) watches too;
      // on a page's first load nothing had the focus to lose.
      if (!arrivedFromAnotherArea()) return;
    }
    return watchForLostFocus(focusPageTitle);
  }, [path, search]);
}

/**
 * A new page starts at its top; Back and Forward keep the browser's restored position, and a
 * change of the query only leaves the page where it is (platform/routing/scroll-on-navigation).
 * Beside the focus's move: the title that gets the focus is then on screen.
 */
function useTopOfNewPage() {
  const [path] = useLocation();
  useEffect(scrollToTopOfNewPage, [path]);
}

/** The first Tab stop: past the sidebar and header, to the page (its title). */
function SkipLink() {
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    focusPageTitle();
  };
  return (
    <a className="app-skip-link" href="#main" onClick={skip}>
      Skip to content
    </a>
  );
}

/**
 * An area's frame around its page: on desktop the fixed sidebar (93px) and the header (60px)
 * with the history buttons, the global search and the avatar menu; below 960px the mobile
 * header (burger, logo, extras; the title below) and the drawer (`mobileChrome`). The page
 * sits at the same place in the tree in both, so crossing the breakpoint (a window resized, a
 * tablet turned) changes the frame only: what the page holds (a half-typed form, an open
 * dialog, a scrolled list) stays. Two frames each holding the page remounted it, and lost all
 * of that.
 */
export function AppShell({
  mobile,
  mobileClassName,
  mobileChrome,
  sidebar,
  search,
  avatarMenu,
  printName,
  title,
  back,
  children,
}: LayoutProps & {
  mobile: boolean;
  mobileClassName: string;
  mobileChrome: ReactNode;
  sidebar: ReactNode;
  search: ReactNode;
  avatarMenu: ReactNode;
  /** Printed under the title (print.css), where the header that names it is not printed. */
  printName?: string;
}) {
  useTopOfNewPage();
  useFocusTitleOnNavigation();
  return (
    <div className={mobile ? mobileClassName : 'company-layout'}>
      <SkipLink />
      {mobile ? mobileChrome : sidebar}
      <div className={mobile ? undefined : 'company-layout__main'}>
        {!mobile && (
          <header className="app-header">
            <HistoryButtons />
            {search}
            <div style={{ flex: 1 }} />
            {avatarMenu}
          </header>
        )}
        <main className={mobile ? 'app-page app-page--mobile' : 'app-page'} id="main">
          <LiveUpdatesNotice />
          <LiveAnnouncer />
          {!mobile && <PageTitle title={title} back={back} />}
          {/* Drawn by print.css from the attribute: no text on the screen, nor twice for a
              screen reader or a search of the page. */}
          {printName && <p className="app-print-name" data-print={printName} aria-hidden />}
          {children}
        </main>
      </div>
    </div>
  );
}

/** Below 960px: the header (burger, logo, extras; the title below) and the drawer. */
export function MobileChrome({
  headerEnd,
  drawer,
  open,
  onOpenChange,
  title,
  back,
}: Omit<LayoutProps, 'children'> & {
  headerEnd?: ReactNode;
  drawer: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The menu the user opened is on top: a toast (the welcome one) does not cover its head.
  useToastsBeneath(open);
  // Back closes the menu (a phone's back gesture), and it closes as the page changes under it.
  useBackCloses(open, () => onOpenChange(false));
  // Escape closes it before its opening has taken the focus in too: Blueprint hears Escape only
  // inside the drawer, and one pressed as it opened on a busy machine was lost (a journey under
  // load). Inside an overlay (the drawer, a menu in it) Escape is that overlay's own.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.activeElement?.closest(`.${Classes.OVERLAY}`)) return;
      onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);
  return (
    <>
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
          {back && <BackArrow />}
          <h1 className="app-page-title" tabIndex={-1}>
            {title}
          </h1>
        </div>
      </header>
      <Drawer
        isOpen={open}
        onClose={() => onOpenChange(false)}
        position="left"
        size={drawerWidth(window.innerWidth)}
        title="Menu"
      >
        {/* Its own scroller: on a short screen (a phone turned sideways, 200-400% zoom) the
            menu runs past the drawer, and Logout was out of reach (QA helper-131). */}
        <div className={`${Classes.DRAWER_BODY} app-drawer-body`}>{drawer}</div>
      </Drawer>
    </>
  );
}
