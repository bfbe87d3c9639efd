import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { href } from '@/platform/routing';
import { crewHref } from '@/platform/orders';
import { AppButton } from '@/platform/ui';
import type { BoardFlag, FlagKind, JobRow } from '../model/board';

/** The crew page's Best matches section (jobs feature: crew/components/best-matches.tsx). */
const BEST_MATCHES_ANCHOR = 'best-matches';
/** Flags listed before "Show all": a busy day raises a hundred and more. */
const SHOWN = 12;

/** What each flag's link says after "Open the crew of #1030" (one job raises several). */
const FLAG_LINK_NOTE: Record<FlagKind, string> = {
  understaffed: 'short of people',
  'no-foreman': 'no foreman',
  'few-drivers': 'too few drivers',
  'pending-soon': 'unanswered invitations',
  overlap: 'overlapping invitations',
  'time-off': 'time off',
  late: 'running late',
  'not-arrived': 'not arrived',
  unconfirmed: 'not confirmed',
};

/** A flag's link as a screen reader lists it: "Open the crew of #1030 (Maria Lopez, time off)". */
export const flagLinkName = (flag: BoardFlag) =>
  `Open the crew of #${flag.orderNumber} (${[flag.person, FLAG_LINK_NOTE[flag.kind]]
    .filter(Boolean)
    .join(', ')})`;

/**
 * "Needs attention": the day's flags in words, each linking to where it is fixed: a job short
 * of people to crew matching's best matches (unless every spot has an invitation out: its
 * crew, where they are), the others to the crew page.
 */
export function FlagList({ flags, jobs }: { flags: BoardFlag[]; jobs: readonly JobRow[] }) {
  const [all, setAll] = useState(false);
  if (flags.length === 0) return null;
  const shown = all ? flags : flags.slice(0, SHOWN);
  // Its job's crew page: Team add for a crew still to build, Team edit once formed.
  const crewOf = (orderId: number) => {
    const job = jobs.find((row) => row.order.id === orderId);
    return job ? crewHref(job.order) : href('company-job-team-edit', { id: orderId });
  };
  return (
    <Callout intent="warning" className="dispatch-flags">
      {/* An h2 as the board's other sections (the callout's own title is an h5: review 54). */}
      <h2 className="bp6-heading dispatch-flags__title">Needs attention</h2>
      <ul>
        {shown.map((flag) => (
          <li key={`${flag.kind}-${flag.orderId}-${flag.employeeId ?? ''}`}>
            {flag.text}{' '}
            {/* Named with the order's number and the flag (a job raises several): a screen
                reader's list of links tells each apart. */}
            {flag.kind === 'understaffed' && !flag.allInvited ? (
              <Link
                href={`${crewOf(flag.orderId)}#${BEST_MATCHES_ANCHOR}`}
                aria-label={`See best matches for #${flag.orderNumber}`}
              >
                See best matches
              </Link>
            ) : (
              <Link href={crewOf(flag.orderId)} aria-label={flagLinkName(flag)}>
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
