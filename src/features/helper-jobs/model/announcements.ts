import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  NotificationSettings,
} from '@/platform/api/generated/model';
import type { Announcement } from '@/platform/browser-notifications';
import { branchTimeZone, formatDateTime, formatHourlyRate, formatWhen } from '@/platform/format';
import { helperJobHref, href } from '@/platform/routing';
import { bucketRoute, jobOpensAt, TAKEN_OFF_CREW, takenOffCrew } from './buckets';
import { endedForHer } from './ended-jobs';

/**
 * What a helper is told in a browser notification (8/8, not in the spec), from the change
 * events on her channel: a new invitation or offer, and a cancellation. Each item is
 * announced the first time this page hears of it in that state, and only when her
 * notification settings (the "Browser notifications" channel and the topic) say so.
 */
export type HelperItemKind = 'invitation' | 'offer';
export type Topic = 'company_invitations' | 'outsource_offers' | 'order_updates';

/**
 * Every browser notification she may be shown, by title, under what lets it through: a topic
 * of her settings, or her opt-in alone (`always`: an ask to confirm a job, ConfirmationsBadge).
 * The notifications page's intro names each (QA 245 L1: it named three; its test ties them).
 */
export const ANNOUNCED = {
  company_invitations: ['New job invitation'],
  outsource_offers: ['New outsourcing offer'],
  order_updates: [
    'Job moved',
    'Pay changed',
    'Job cancelled',
    'Invitation withdrawn',
    'Invitation moved',
    'Offer withdrawn',
    'Removed from the crew',
  ],
  always: ['Please confirm your job'],
} as const satisfies Record<Topic | 'always', readonly string[]>;
export type AnnouncedTitle = (typeof ANNOUNCED)[keyof typeof ANNOUNCED][number];

type Rule = { topic: Topic; title: AnnouncedTitle; verb: string; isNew?: true };

/**
 * Her invitation ended by the company: the job cancelled, or (its order going on) her
 * invitation withdrawn, as her list and its details say ("Withdrawn": QA helper-169 M1, it was
 * told as "Job cancelled"), or, accepted before, her being taken off the crew ("Removed from
 * the crew": `takenOffCrew`); announcementFor tells them apart by the order and her answer.
 */
const JOB_CANCELLED_RULE: Rule = {
  topic: 'order_updates',
  title: 'Job cancelled',
  verb: 'cancelled',
};

export function ruleFor(
  kind: HelperItemKind,
  status: string,
  previous: string | undefined,
): Rule | null {
  if (status === previous) return null;
  if (kind === 'invitation') {
    if (status === 'pending' && previous === undefined)
      return {
        topic: 'company_invitations',
        title: 'New job invitation',
        verb: 'invited you',
        isNew: true,
      };
    if (status === 'cancelled') return JOB_CANCELLED_RULE;
    return null;
  }
  if (status === 'open' && previous === undefined)
    return {
      topic: 'outsource_offers',
      title: 'New outsourcing offer',
      verb: 'offers',
      isNew: true,
    };
  if (status === 'cancelled')
    return { topic: 'order_updates', title: 'Offer withdrawn', verb: 'withdrew' };
  return null;
}

/**
 * A job she is on that the company has moved since she agreed to its times (not in the
 * spec), or any job of hers moved while a screen showed it (movedOnScreen): told once per
 * new time, with it ("Job moved. … · 2:00 pm - 6:00 pm"), under the order updates topic.
 */
export const MOVED_RULE: Rule = { topic: 'order_updates', title: 'Job moved', verb: 'moved' };

/** The move an accepted job shows ('start/end' of its new times); null when it has none. */
export function moveOf(item: Item | undefined): string | null {
  if (!item || item.bucket !== 'accepted' || !item.rescheduled_from) return null;
  return `${item.order.start_at}/${item.order.end_at}`;
}

/**
 * A job whose times changed while her screen showed it (`shown`: the times it showed, read
 * from the cache as the push came), as moveOf says a move ('start/end' of its new times);
 * null when they did not, nothing showed it, or it is no longer hers to work (cancelled).
 */
export function movedOnScreen(
  item: Item | undefined,
  shown: { start_at: string; end_at: string } | undefined,
): string | null {
  if (!item || !shown || item.status === 'cancelled') return null;
  const { start_at, end_at } = item.order;
  return shown.start_at === start_at && shown.end_at === end_at ? null : `${start_at}/${end_at}`;
}

/**
 * A job she is on whose pay the company has changed since she agreed to it (not in the
 * spec): told once per new rate, under the order updates topic, with both rates.
 */
export const REPRICED_RULE: Rule = {
  topic: 'order_updates',
  title: 'Pay changed',
  verb: 'changed the pay of',
};

/** The pay change an accepted job shows ('agreed/now' in cents); null when it has none. */
export function repriceOf(item: Item | undefined): string | null {
  if (!item || item.bucket !== 'accepted' || !('repriced_from' in item)) return null;
  if (item.repriced_from == null) return null;
  return `${item.repriced_from}/${item.hourly_rate}`;
}

/** How far the server's clock may lag the page's for an item made just now. */
const CLOCK_SLACK_MS = 60_000;

/**
 * The same for a change to an item the page had not heard of: a withdrawal made in the minute
 * before the page listened is pushed again with any change of its order (her re-invitation,
 * her accepting it), and was told again as news (QA helper-172: "2 new updates" for one new
 * invitation; "Invitation withdrawn" just after she accepted the new one). Missing a change
 * made in the page's first seconds by a server whose clock lags more is the lesser harm: the
 * page in view shows it anyway.
 */
const CHANGE_SLACK_MS = 5_000;

/**
 * "New" is an item made since the page started listening: the first event this page hears
 * about an older one comes from a change to it (its order was edited, a crew filled), which
 * is not news. An item that could not be read is given the benefit of the doubt.
 */
export function madeSince(item: Item | undefined, since: number): boolean {
  return changedSince(item?.created_at, since, CLOCK_SLACK_MS);
}

/** Whether something stamped `at` happened since `since` (unknown: yes, as above). */
export function changedSince(
  at: string | undefined,
  since: number,
  slack: number = CHANGE_SLACK_MS,
): boolean {
  return !at || Date.parse(at) >= since - slack;
}

/** Whether the helper's settings let this topic through to the browser (unknown: yes). */
export function settingsAllow(settings: NotificationSettings | undefined, topic: Topic): boolean {
  if (!settings) return true;
  return settings.push_enabled && settings[topic];
}

type Item = HelperCompanyInvitation | HelperOutsourceOffer;

/** The job in a line: 'Lone Star Movers Austin · order #1042 · 12/05/2026 · 8:00 am - 12:00 pm CST'. */
function jobLine(item: Item | undefined): string {
  if (!item) return 'Open it to see the job.';
  const { order, branch } = item;
  const when = formatWhen(order, branchTimeZone(branch));
  return `${branch.name} · order #${order.number} · ${when}`;
}

export function announcementFor(
  kind: HelperItemKind,
  id: number,
  rule: Rule,
  item: Item | undefined,
): Announcement {
  // Moved by the company to another of its jobs (the dispatch board): where to, and it opens.
  const moved = item && item.status === 'cancelled' && 'moved_to' in item ? item.moved_to : null;
  if (item && moved)
    return {
      title: 'Invitation moved' satisfies AnnouncedTitle,
      body: `${item.branch.name} · order #${item.order.number} → order #${moved.order_number} · ${formatDateTime(moved.start_at, branchTimeZone(item.branch))}`,
      path: helperJobHref('company', moved.id),
      tag: `${kind}-${id}`,
    };
  // An invitation an offer application of hers made opens that offer's details (jobOpensAt).
  const opens = jobOpensAt(kind === 'invitation' ? 'company' : 'outsource', item ?? { id });
  const path = helperJobHref(opens.group, opens.id);
  const body =
    rule === REPRICED_RULE && item && 'repriced_from' in item && item.repriced_from != null
      ? `${formatHourlyRate(item.repriced_from)} → ${formatHourlyRate(item.hourly_rate)} · ${jobLine(item)}`
      : jobLine(item);
  const withdrawn =
    rule === JOB_CANCELLED_RULE && item?.status === 'cancelled' && !item.order.cancelled_at;
  // Taken off the crew after she accepted, not an invitation withdrawn before she answered.
  const takenOff = withdrawn && !('my_application' in item) && takenOffCrew(item);
  // A job she had accepted, ended by the company (taken off its crew, or the order cancelled):
  // urgent, shown in a tab in front as a warning toast as the company's urgent few are (QA 164
  // M2), not only said in the live region (QA-211 H1: her job vanished without a word).
  const urgent = rule === JOB_CANCELLED_RULE && !!item && !('my_application' in item);
  const shown = urgent && endedForHer(item);
  return {
    title: takenOff
      ? (TAKEN_OFF_CREW.label satisfies AnnouncedTitle)
      : withdrawn
        ? ('Invitation withdrawn' satisfies AnnouncedTitle)
        : rule.title,
    body,
    path,
    tag: `${kind}-${id}`,
    ...(shown && {
      plural: 'changes to your jobs',
      shown: {
        action: 'Open order',
        summaryAction: 'See cancelled jobs',
        summaryPath: href(bucketRoute(opens.group, 'cancelled')),
      },
    }),
  };
}
