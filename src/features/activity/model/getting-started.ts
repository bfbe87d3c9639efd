import type { BranchDetail, Subscription } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';

/** One step of a new company's Getting started (QA 205 M2): where it is done, and whether it is. */
export type StartStep = {
  key: 'areas' | 'team' | 'job' | 'plan';
  title: string;
  text: string;
  to: string;
  done: boolean;
};

/**
 * The steps, from the active branch's details and the company's plan: serving areas, a member
 * besides the owner (the details' count leaves the owner out), a job, and (the owner's, who
 * alone changes it) a plan with Find helpers and marketplace offers. No plan step while the
 * plan is not known.
 */
export function startSteps(
  branch: BranchDetail,
  subscription: Subscription | undefined,
  isManager: boolean,
): StartStep[] {
  const steps: StartStep[] = [
    {
      key: 'areas',
      title: 'Choose where this branch works',
      text: 'Serving areas decide where your offers are seen.',
      to: `${href('company-branch')}?action=edit`,
      done: branch.serving_area_ids.length > 0,
    },
    {
      key: 'team',
      title: 'Add your team',
      text: 'Add the movers, drivers and foremen who work for this branch.',
      to: href('company-team-create'),
      done: branch.employees_count > 0,
    },
    {
      key: 'job',
      title: 'Add your first job',
      text: 'It waits under Not formed until you invite its crew.',
      to: href('company-job-create'),
      done: branch.orders_count > 0,
    },
  ];
  if (subscription && !isManager) {
    const { plan } = subscription;
    const full = plan.helper_search && plan.outsourcing;
    steps.push({
      key: 'plan',
      title: 'Choose your plan',
      text: full
        ? `Your ${plan.name} plan lets you find marketplace helpers and offer jobs to the marketplace.`
        : `Your ${plan.name} plan does not include finding marketplace helpers or offering jobs to the marketplace.`,
      to: href('company-settings-subscription'),
      done: full,
    });
  }
  return steps;
}
