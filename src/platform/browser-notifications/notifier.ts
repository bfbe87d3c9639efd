import { navigate } from 'wouter/use-browser-location';
import { announcePolitely, announceVisibly } from '@/platform/ui/announcer';

/**
 * Browser notifications (issue 8/8, not in the spec): while the tab is in the background, a
 * pushed event a person cares about is announced with the Notification API; clicking it
 * focuses the tab on the item. Nothing is asked of the browser until the person opts in
 * (the opt-in card), and the opt-in is kept per user on this device.
 */
export type Announcement = {
  title: string;
  body: string;
  /** The app path the notification opens. */
  path: string;
  /** One notification per item: a later one about the same item replaces it. */
  tag: string;
  /** What a burst of these is said as in the live region: `${n} ${plural}` ('new activities'). */
  plural?: string;
  /**
   * Urgent (a crew member who can't make it, a declined invitation; QA 164 M2): a tab in front
   * shows it as a warning toast with `action` to `path` (a burst: `summaryAction` to
   * `summaryPath`), instead of saying it only in the live region.
   */
  shown?: { action: string; summaryAction: string; summaryPath: string };
};

export type NotifyPermission = NotificationPermission | 'unsupported';

const optInKey = (userId: number) => `browserNotifications:${userId}`;

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function notifyPermission(): NotifyPermission {
  return notificationsSupported() ? Notification.permission : 'unsupported';
}

/** Opted in on this device, and the browser still allows it. */
export function isOptedIn(userId: number): boolean {
  return notifyPermission() === 'granted' && localStorage.getItem(optInKey(userId)) === 'on';
}

/**
 * Asks the browser (only now, from the person's own click) and keeps the opt-in when it
 * allows notifications. Returns what the browser answered.
 */
export async function optIn(userId: number): Promise<NotifyPermission> {
  if (!notificationsSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'granted') localStorage.setItem(optInKey(userId), 'on');
  return permission;
}

export function optOut(userId: number): void {
  localStorage.removeItem(optInKey(userId));
}

/**
 * Shows the announcement when the tab is in the background and the user opted in. A tab in
 * front shows the change on screen, and says it in the app's live region for a screen reader
 * (its title, then its body; QA 121 M2); an urgent one (`shown`) it shows in a warning toast
 * instead (QA 164 M2). Returns whether a notification was shown.
 */
export function announce(
  userId: number,
  announcement: Announcement,
  open: (path: string) => void = (path) => navigate(path),
): boolean {
  if (document.visibilityState === 'visible') {
    const { shown } = announcement;
    if (!shown) announcePolitely(spoken(announcement), announcement.plural);
    else
      announceVisibly(spoken(announcement), announcement.plural ?? 'new updates', {
        key: announcement.tag,
        action: { text: shown.action, onClick: () => open(announcement.path) },
        summaryAction: { text: shown.summaryAction, onClick: () => open(shown.summaryPath) },
      });
    return false;
  }
  if (!isOptedIn(userId)) return false;
  const notification = new Notification(announcement.title, {
    body: announcement.body,
    tag: announcement.tag,
  });
  notification.onclick = () => {
    window.focus();
    open(announcement.path);
    notification.close();
  };
  return true;
}

/** The title, and the body when it adds to it ('New job invitation. Lone Star Movers · …'). */
function spoken({ title, body }: Announcement): string {
  if (!body || title.includes(body)) return title;
  // A title ending a sentence already (a reason: "…: My car broke down.") gets no second stop.
  return /[.!?]$/.test(title) ? `${title} ${body}` : `${title}. ${body}`;
}
