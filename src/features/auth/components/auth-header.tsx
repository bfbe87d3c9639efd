import { AnchorButton } from '@blueprintjs/core';
import { Link } from 'wouter';
import { publicWebsiteUrl } from '@/platform/config/config';
import { href } from '@/platform/routing';
import './auth.css';

/** Header of the public pages (height 80): logo to the public website, 'Join as a helper'. */
export function AuthHeader({ showJoin = true }: { showJoin?: boolean }) {
  return (
    <header className="auth-header">
      <a
        href={publicWebsiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="auth-header__logo"
        aria-label="Movers Marketplace website (opens in a new tab)"
      >
        {/* 40 px, 33 under 600 px wide (spec 9): sized by auth.css, so the login page built
            into index.html (src/app/prerender.tsx) is right at every width before any script. */}
        <svg className="auth-header__mark" viewBox="0 0 36 36" aria-hidden>
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
