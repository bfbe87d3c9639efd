import { Callout, FormGroup } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { toast } from '@/platform/ui';
import { LabelledSwitch } from '@/platform/widgets';
import './browser-notifications.css';
import { isOptedIn, notifyPermission, optIn, optOut, type NotifyPermission } from './notifier';

export const OPT_IN_LABEL = 'Show notifications on this device';
/** Blocked before she tried here (an earlier refusal, or the browser's own settings). */
export const BLOCKED_TEXT =
  'Your browser blocks notifications from this site. To get them, first allow notifications for this site in the browser’s settings, then turn this on.';
/** She turned it on and the browser refused (review L3: the hint follows what happened). */
export const REFUSED_TEXT =
  'Your browser did not allow notifications from this site. Allow them in the browser’s site settings, then turn this on again.';
/** Said at each refused click: the switch stays Off, so without it nothing seems to happen. */
export const REFUSED_TOAST = 'Your browser blocks notifications from this site, so they stay off.';
/**
 * She turned it on and the browser's question went without an answer (closed, ignored, or put
 * away by its quiet prompt: permission still 'default'): the switch goes back to Off, which
 * without a word looked like nothing happened (QA helper-195 L1).
 */
export const UNANSWERED_TEXT =
  'Your browser did not get an answer to its question, so notifications stay off. Turn this on again and choose Allow.';
export const UNANSWERED_TOAST = 'Your browser did not get an answer, so notifications stay off.';
export const UNSUPPORTED_TEXT = 'This browser cannot show notifications.';

/**
 * The opt-in to browser notifications on this device (helper: notifications settings;
 * company: settings). The browser is asked only when the switch is turned on.
 */
export function BrowserNotificationsCard({
  description,
  helperText,
  note,
}: {
  /** What will be announced, in the area's words. */
  description: string;
  /** Under the switch: how it relates to the area's other settings. */
  helperText?: ReactNode;
  /** A reason announcements stay off although opted in (e.g. a setting below). */
  note?: ReactNode;
}) {
  const userId = useAppSelector(selectUser)?.id ?? 0;
  const [on, setOn] = useState(() => isOptedIn(userId));
  const [permission, setPermission] = useState<NotifyPermission>(notifyPermission);
  // Whether the browser refused her own "on" here, for the hint's words.
  const [refused, setRefused] = useState(false);
  // Whether her last "on" here met a question left unanswered.
  const [unanswered, setUnanswered] = useState(false);

  // The switch stays disabled while the browser asks (LabelledSwitch guards the flip).
  const toggle = async (wanted: boolean) => {
    if (!wanted) {
      optOut(userId);
      setOn(false);
      return;
    }
    const answer = await optIn(userId);
    setPermission(answer);
    setOn(answer === 'granted');
    setUnanswered(answer === 'default');
    if (answer === 'denied') {
      setRefused(true);
      toast.error(REFUSED_TOAST);
    }
    if (answer === 'default') toast.warning(UNANSWERED_TOAST);
  };

  return (
    <section className="app-card browser-notifications" aria-labelledby="browser-notifications">
      <h2 id="browser-notifications" className="browser-notifications__title">
        Browser notifications
      </h2>
      <p className="app-muted">{description}</p>
      {permission === 'unsupported' ? (
        <Callout compact intent="none">
          {UNSUPPORTED_TEXT}
        </Callout>
      ) : (
        <FormGroup
          label={OPT_IN_LABEL}
          labelFor="browser-notifications-switch"
          helperText={helperText && <span id="browser-notifications-help">{helperText}</span>}
        >
          <LabelledSwitch
            id="browser-notifications-switch"
            aria-describedby={helperText ? 'browser-notifications-help' : undefined}
            checked={on}
            onChange={toggle}
            onLabel="On"
            offLabel="Off"
            // Named by the field's label alone, the state told by checked (QA helper-121 M8).
            stateInName={false}
          />
        </FormGroup>
      )}
      {permission === 'denied' && (
        <Callout compact intent="warning">
          {refused ? REFUSED_TEXT : BLOCKED_TEXT}
        </Callout>
      )}
      {permission === 'default' && unanswered && (
        <Callout compact intent="warning">
          {UNANSWERED_TEXT}
        </Callout>
      )}
      {on && note && (
        <Callout compact intent="primary">
          {note}
        </Callout>
      )}
    </section>
  );
}
