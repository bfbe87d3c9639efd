import { AnchorButton } from '@blueprintjs/core';
import { Link } from 'wouter';
import { publicWebsiteUrl } from '@/platform/config/config';
import { href } from '@/platform/routing';
import { loginIconSize, useMediaQuery } from '@/platform/ui';
import './auth.css';

/** Header of the public pages (height 80): logo to the public website, 'Join as a helper'. */
export function AuthHeader({ showJoin = true }: { showJoin?: boolean }) {
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const size = loginIconSize(narrow ? 390 : 1280);
  return (
    <header className="auth-header">
      <a
        href={publicWebsiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="auth-header__logo"
        aria-label="Movers Marketplace website (opens in a new tab)"
      >
        <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden>
          <rect width="36" height="36" rx="9" fill="#3957E1" />
          <path
            d="M8 24V13l5 6 5-6v11M20 17h8v7h-8zM22 17v-3h4v3"
            stroke="#fff"
            strokeWidth="2"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
        <span className="auth-header__brand">Movers Marketplace</span>
      </a>
      {showJoin && (
        <Link href={href('sign-up-helper')} asChild>
          <AnchorButton role="link" variant="outlined" intent="primary" text="Join as a helper" />
        </Link>
      )}
    </header>
  );
}
