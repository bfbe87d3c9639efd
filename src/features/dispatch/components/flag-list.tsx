import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { href } from '@/platform/routing';
import { AppButton } from '@/platform/ui';
import type { BoardFlag } from '../model/board';

/** The crew page's Best matches section (jobs feature: crew/components/best-matches.tsx). */
const BEST_MATCHES_ANCHOR = 'best-matches';
/** Flags listed before "Show all": a busy day raises a hundred and more. */
const SHOWN = 12;

/**
 * "Needs attention": the day's flags in words, each linking to where it is fixed: a job short
 * of people to crew matching's best matches, the others to the crew page.
 */
export function FlagList({ flags }: { flags: BoardFlag[] }) {
  const [all, setAll] = useState(false);
  if (flags.length === 0) return null;
  const shown = all ? flags : flags.slice(0, SHOWN);
  return (
    <Callout intent="warning" title="Needs attention" className="dispatch-flags">
      <ul>
        {shown.map((flag) => (
          <li key={`${flag.kind}-${flag.orderId}-${flag.employeeId ?? ''}`}>
            {flag.text}{' '}
            {/* Named with the order's number: a screen reader's list of links reads each. */}
            {flag.kind === 'understaffed' ? (
              <Link
                href={`${href('company-job-team-edit', { id: flag.orderId })}#${BEST_MATCHES_ANCHOR}`}
                aria-label={`See best matches for #${flag.orderNumber}`}
              >
                See best matches
              </Link>
            ) : (
              <Link
                href={href('company-job-team-edit', { id: flag.orderId })}
                aria-label={`Open the crew of #${flag.orderNumber}`}
              >
                Open the crew
              </Link>
            )}
          </li>
        ))}
      </ul>
      {flags.length > shown.length && (
        <AppButton
          minimal
          size="small"
          text={`Show all ${flags.length}`}
          onClick={() => setAll(true)}
        />
      )}
    </Callout>
  );
}
