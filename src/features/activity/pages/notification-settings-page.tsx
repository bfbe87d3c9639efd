import { BrowserNotificationsCard } from '@/platform/browser-notifications';
// Its own rule, not the activity page's stylesheet (the feed's rules, for one width).
import './notification-settings-page.css';

/**
 * /company/settings/notifications (beyond the spec): how this device tells the company's
 * people of their activity while the app is in the background. It was a card above the plans
 * on the Subscription page, where nobody looked for it (QA 57a L5); it is reached from the
 * avatar menu and the phone's drawer, as the other settings are, and from the Activity page.
 */
export function NotificationSettingsPage() {
  return (
    <div className="activity-settings">
      {/* Everything model/realtime-listeners.ts announces (ANNOUNCED_KINDS; review L1). */}
      <BrowserNotificationsCard description="While this tab is in the background, your browser shows a notification when a helper answers your invitation (to an order or to your branch) or applies to your outsourcing offer, and when a crew member is on the way, running late, can't make it, or takes time off during a job." />
    </div>
  );
}
