import { href } from '@/platform/routing';
import type { TeamTab } from './team-tabs';

/** Add member, from a team tab (Save and Cancel return to it). */
export function addMemberHref(from: TeamTab): string {
  return `${href('company-team-create')}?from=${from}`;
}

/** The query key and value that open the Team page with its Find helpers dialog. */
export const FIND_HELPERS_PARAM = { key: 'find', value: 'helpers' } as const;

/**
 * The Team page with Find helpers open: the way to marketplace helpers from another page
 * (a crew with nobody to invite, QA helper-132 M2).
 */
export function findHelpersHref(): string {
  return `${href('company-team-employees')}?${FIND_HELPERS_PARAM.key}=${FIND_HELPERS_PARAM.value}`;
}
