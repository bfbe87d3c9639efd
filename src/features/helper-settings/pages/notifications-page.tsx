import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetHelperNotificationSettingsQueryKey,
  useGetHelperNotificationSettings,
  useUpdateHelperNotificationSettings,
} from '../api/endpoints';
import type { NotificationSettings } from '@/platform/api/generated/model';
import { BrowserNotificationsCard } from '@/platform/browser-notifications';
import { SwitchField } from '@/platform/forms';
import { QueryError, SkeletonList, failedOutright, toast } from '@/platform/ui';
import { SaveButton } from '../components/form-actions';
import { settingsSaveErrors } from '../components/save-profile';
import { SettingsForm } from '../components/settings-form';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/** Not in the spec (contract: NotificationSettings); labels say what each switch decides. */
const CHANNELS: { name: keyof NotificationSettings; label: string; helperText?: string }[] = [
  { name: 'email_enabled', label: 'Email' },
  { name: 'sms_enabled', label: 'Text messages (SMS)' },
  {
    name: 'push_enabled',
    label: 'Browser notifications',
    // Two switches of one name on one page (review L2): say which decides what.
    helperText:
      'For your account, on every device. A device shows them only while “Show notifications on this device” is on there too.',
  },
];
const TOPICS: { name: keyof NotificationSettings; label: string }[] = [
  { name: 'company_invitations', label: 'New invitations from companies' },
  { name: 'outsource_offers', label: 'New outsourcing offers in my serving areas' },
  { name: 'order_updates', label: 'Changes to or cancellation of my jobs' },
  { name: 'order_reminders', label: 'A reminder the day before a job' },
];
/**
 * What her browser is told, each of the helper's announcements named (helper-jobs' ANNOUNCED;
 * notifications-intro.test.ts ties them: QA 245 L1, it named three kinds of five and more).
 */
export const BROWSER_NOTIFICATIONS_INTRO =
  'While this tab is in the background, your browser shows a notification when a company invites you, when an outsourcing offer opens in your serving areas, and when a job of yours is moved, has its pay changed or is cancelled, an invitation is withdrawn or moved to another job, an offer is withdrawn, or you are removed from a crew, for the topics you choose below; and when you are asked to confirm a job.';
// Named by their labels alone ("Email"), the state told by checked: "Email On, switch, on"
// said it twice (QA helper-121 M8).
const SWITCH = { onLabel: 'On', offLabel: 'Off', stateInName: false };

function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateHelperNotificationSettings();
  const queryClient = useQueryClient();
  const [initialValues] = useState(settings);
  const onSubmit = async (values: NotificationSettings) => {
    try {
      const response = await update.mutateAsync({ data: values });
      queryClient.setQueryData(getGetHelperNotificationSettingsQueryKey(), response);
      toast.success('Notification settings saved');
      return undefined;
    } catch (error) {
      return settingsSaveErrors(error);
    }
  };
  // SettingsForm, as every settings form: "Not saved yet" compares with what was last saved
  // (QA 2026-12-04: it compared with the page's first values, so it stayed after a save and
  // went when a switch was turned back), and what is not saved is kept when the page is left.
  return (
    <SettingsForm<NotificationSettings>
      draftName="helper:notifications"
      what="your notification settings"
      label="Notifications"
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      <SettingsCard id="notify-channels" title="How we reach you">
        {CHANNELS.map((c) => (
          <SwitchField
            key={c.name}
            name={c.name}
            label={c.label}
            helperText={c.helperText}
            {...SWITCH}
          />
        ))}
      </SettingsCard>
      <SettingsCard id="notify-topics" title="What we tell you about">
        {TOPICS.map((t) => (
          <SwitchField key={t.name} name={t.name} label={t.label} {...SWITCH} />
        ))}
        <SaveButton />
      </SettingsCard>
    </SettingsForm>
  );
}

/** /helper/settings/notifications: which notifications the helper receives, and how. */
export function NotificationsPage() {
  const query = useGetHelperNotificationSettings();
  return (
    <SettingsLayout>
      {failedOutright(query) ? (
        <QueryError query={query} />
      ) : query.data === undefined ? (
        <SkeletonList rows={3} label="Loading notification settings" />
      ) : (
        <>
          <BrowserNotificationsCard
            description={BROWSER_NOTIFICATIONS_INTRO}
            helperText="This browser on this device only. They also need “Browser notifications” on under How we reach you, which counts for your account."
            note={
              query.data.data.push_enabled
                ? undefined
                : 'They stay off while “Browser notifications” is off below.'
            }
          />
          <NotificationsForm settings={query.data.data} />
        </>
      )}
    </SettingsLayout>
  );
}
