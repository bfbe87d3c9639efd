import { usePlanRoomText } from '@/features/subscription';
import { addMemberHref, findHelpersHref } from '@/features/team';
import { href } from '@/platform/routing';
import { EmptyState, LinkButton, SkeletonList } from '@/platform/ui';

/**
 * The picker with nobody to invite and no filter on, told apart (QA helper-132 M2: a new
 * company's first crew read "Everyone … is already on this crew"): a crew with people on it
 * took everyone; an empty one means the branches have no active members yet. Either way, the
 * ways to people: Add member and the marketplace's Find helpers, or, on a plan without the
 * helper search (Starter), what it lacks and Change plan, in the Team page's words. Shown
 * once the plan is known, so it does not change its mind (Find helpers, then Change plan).
 */
export function NobodyToInvite({ crewSize }: { crewSize: number }) {
  const lacks = usePlanRoomText('helper_search');
  if (lacks === undefined) return <SkeletonList rows={1} label="Loading people" />;
  const planLacksIt = typeof lacks === 'string';
  const more = planLacksIt
    ? `Add the people who work for you. ${lacks} Change plan to find marketplace helpers and invite them to this branch.`
    : 'Add the people who work for you, or find marketplace helpers and invite them to this branch.';
  return (
    <EmptyState
      icon="inbox"
      title={crewSize > 0 ? 'No one left to invite' : 'No one to invite yet'}
      description={
        crewSize > 0
          ? `Everyone active in your branches is already on this crew. ${more}`
          : `Your branches have no active members yet. ${more}`
      }
      action={
        <div className="app-state-actions">
          <LinkButton
            to={addMemberHref('employees')}
            intent="primary"
            icon="add"
            text="Add member"
          />
          {planLacksIt ? (
            <LinkButton to={href('company-settings-subscription')} text="Change plan" />
          ) : (
            <LinkButton to={findHelpersHref()} icon="search" text="Find helpers" />
          )}
        </div>
      }
    />
  );
}
