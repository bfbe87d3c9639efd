import { formatBadge } from '@/platform/ui';

/**
 * A branch's unread activity beside its name, in words ('3 unread', '99+ unread'), or null
 * when there is none: the branch page's list and the header's switcher (a bare "3" beside a
 * name said nothing without a hover, QA 2026-12-05).
 */
export const branchUnreadText = (count: number): string | null =>
  count > 0 ? `${formatBadge(count)} unread` : null;
