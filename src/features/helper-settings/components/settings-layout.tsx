import type { IconName } from '@blueprintjs/core';
import { Icon } from '@blueprintjs/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { href, type StaticRouteName } from '@/platform/routing';
import { UnsavedCardsScope } from './unsaved-cards';
import './settings.css';

/** The settings sub-pages, in the spec's order (section 2). */
export const SETTINGS_NAV: { route: StaticRouteName; label: string; icon: IconName }[] = [
  { route: 'helper-settings-personal-info', label: 'Personal info', icon: 'person' },
  { route: 'helper-settings-specifications', label: 'Specifications', icon: 'truck' },
  { route: 'helper-settings-role', label: 'Your role', icon: 'people' },
  { route: 'helper-settings-work-settings', label: 'Work settings', icon: 'calendar' },
  { route: 'helper-settings-your-rating', label: 'Your rating', icon: 'endorsed' },
  { route: 'helper-settings-reset-password', label: 'Reset password', icon: 'lock' },
  { route: 'helper-settings-notifications', label: 'Notifications', icon: 'notifications' },
  { route: 'helper-settings-calendar-sync', label: 'Calendar sync', icon: 'calendar' },
  { route: 'helper-settings-danger-zone', label: 'Danger zone', icon: 'error' },
  { route: 'helper-settings-subscription', label: 'Subscription', icon: 'credit-card' },
];

/** The settings sub-navigation beside (desktop) or above (mobile, scrolling) each page. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // On phones the list scrolls sideways: bring the current page's entry into view.
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [location]);
  return (
    <div className="helper-settings">
      <nav ref={navRef} className="helper-settings__nav app-card" aria-label="Settings">
        {SETTINGS_NAV.map((item) => {
          const path = href(item.route);
          const current = location === path;
          return (
            <Link
              key={item.route}
              href={path}
              className="helper-settings__link"
              aria-current={current ? 'page' : undefined}
            >
              <Icon icon={item.icon} size={16} />
              <span>{item.label}</span>
            </Link>
          );
        })}
      </nav>
      <div className="helper-settings__content">
        <UnsavedCardsScope>{children}</UnsavedCardsScope>
      </div>
    </div>
  );
}

/** A card with a heading: one saved unit of a settings page. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="app-card helper-settings__card" aria-labelledby={id}>
      <h2 id={id} className="helper-settings__title">
        {title}
      </h2>
      {description && <p className="app-muted helper-settings__description">{description}</p>}
      {children}
    </section>
  );
}
