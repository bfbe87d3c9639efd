import { Callout } from '@blueprintjs/core';
import { Link } from 'wouter';
import type { HelperProfile } from '@/platform/api/generated/model';
import { href, type StaticRouteName } from '@/platform/routing';
import { useGetHelperProfile } from '../api/endpoints';

type Step = { done: boolean; text: string; to: StaticRouteName };

/** What a company needs to find and book a helper, in the order she would do it. */
export function profileSteps(profile: HelperProfile): Step[] {
  return [
    { done: profile.positions.length > 0, text: 'Choose your role', to: 'helper-settings-role' },
    {
      done: profile.serving_areas.length > 0,
      text: 'Add the counties you serve',
      to: 'helper-settings-work-settings',
    },
    {
      done: profile.availabilities.length > 0,
      text: 'Set the days and hours you work',
      to: 'helper-settings-work-settings',
    },
    {
      done: profile.hourly_rate > 0,
      text: 'Set your hourly rate',
      to: 'helper-settings-work-settings',
    },
  ];
}

/**
 * A new helper's profile until companies can match her to jobs (QA 57 M6: after the sign-up's "Complete
 * your profile" toast nothing said what was missing, and a helper with no county or week is
 * in nobody's search): what is done, and a link to each step left. Gone once all are done.
 */
export function ProfileChecklist() {
  const query = useGetHelperProfile();
  const profile = query.data?.data;
  if (!profile) return null;
  const steps = profileSteps(profile);
  const left = steps.filter((step) => !step.done);
  if (left.length === 0) return null;
  const done = steps.length - left.length;
  return (
    <Callout
      intent="primary"
      icon="person"
      title={`Complete your profile: ${done} of ${steps.length} done`}
      className="helper-job__checklist"
    >
      {/* Search finds her by name from the start: the steps are what matching reads (QA helper-132). */}
      <p>Companies can find you by name now; these let them match you to their jobs:</p>
      <ul aria-label="Left to do">
        {left.map((step) => (
          <li key={step.text}>
            <Link href={href(step.to)} className="app-tap-link">
              {step.text}
            </Link>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
