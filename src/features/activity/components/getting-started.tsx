import { Button, Icon } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { selectIsManager, selectUser } from '@/platform/session';
// Not through the session's index: that is in every page's first chunk, this is Activity's.
import { gettingStartedStorage } from '@/platform/session/getting-started-storage';
import { useAppSelector } from '@/platform/store';
import { focusPageTitle } from '@/platform/ui';
import { useGetCompanyBranch, useGetSubscription } from '../api/endpoints';
import { startSteps } from '../model/getting-started';

/**
 * A new company's next steps on its Activity (QA 205 M2: sign-up landed on an empty feed, and
 * the company met each missing piece only by bumping into it). Read from what is there (the
 * branch's serving areas, members and jobs; the plan), each step a link to where it is done
 * and ticked once it is. Gone for good, for this user, once every step is done or it is
 * dismissed (`gettingStartedStorage`). Nothing shows until both reads are in.
 */
export function GettingStarted({ branchId }: { branchId: number }) {
  const userId = useAppSelector(selectUser)?.id ?? 0;
  const isManager = useAppSelector(selectIsManager);
  const [putAway, setPutAway] = useState(() => gettingStartedStorage.isPutAway(userId));
  const branch = useGetCompanyBranch(branchId, { query: { enabled: !putAway } });
  const subscription = useGetSubscription({ query: { enabled: !putAway && !isManager } });
  const headingId = useId();
  const planKnown = isManager || !subscription.isPending;
  const steps =
    branch.data && planKnown
      ? startSteps(branch.data.data, subscription.data?.data, isManager)
      : null;
  const allDone = steps !== null && steps.every((s) => s.done);
  useEffect(() => {
    if (allDone) gettingStartedStorage.putAway(userId);
  }, [allDone, userId]);
  if (putAway || !steps || allDone) return null;
  const done = steps.filter((s) => s.done).length;
  const dismiss = () => {
    gettingStartedStorage.putAway(userId);
    setPutAway(true);
    // The panel and its button go: the focus goes to the page's title, not to the body.
    focusPageTitle();
  };
  return (
    <section className="app-card getting-started" aria-labelledby={headingId}>
      <div className="getting-started__head">
        <h2 id={headingId} className="getting-started__title">
          Getting started
        </h2>
        <span className="app-muted">
          {done} of {steps.length} done
        </span>
        <Button
          variant="minimal"
          size="small"
          text="Dismiss"
          aria-label="Dismiss Getting started"
          onClick={dismiss}
        />
      </div>
      <ol className="getting-started__steps">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`getting-started__step${step.done ? ' getting-started__step--done' : ''}`}
          >
            <Icon
              icon={step.done ? 'tick-circle' : 'circle'}
              intent={step.done ? 'success' : 'none'}
              className="getting-started__mark"
              aria-hidden
            />
            <span>
              <Link href={step.to} className="getting-started__link">
                {step.title}
              </Link>
              {step.done && <span className="app-visually-hidden"> (done)</span>}
              <span className="getting-started__text">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
