import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetHelperCalendarFeedQueryKey,
  useGetHelperCalendarFeed,
  useRegenerateHelperCalendarFeed,
} from '../api/endpoints';
import type { CalendarFeed } from '@/platform/api/generated/model';
import { downloadCalendarFeed } from '@/platform/calendar-file';
import {
  AppButton,
  ConfirmDialog,
  copyText,
  QueryError,
  SkeletonList,
  TimeAgo,
  failedOutright,
  toast,
} from '@/platform/ui';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

export const COPIED_TEXT = 'Calendar address copied';
export const REGENERATED_TEXT = 'New calendar address made. The old one no longer works.';
export const REPLACED_TEXT =
  'Your calendar address was replaced on another tab or device. The new one is shown above.';

function FeedCard({
  feed,
  refetch,
}: {
  feed: CalendarFeed;
  refetch: () => Promise<{ data?: { data: CalendarFeed } }>;
}) {
  const queryClient = useQueryClient();
  const regenerate = useRegenerateHelperCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    if (await copyText(feed.url)) toast.success(COPIED_TEXT);
    else toast.error('The address could not be copied. Select it and copy it yourself.');
  };
  // The address shown may have been replaced elsewhere since (QA 2026-12-04: the download's
  // 404 said to check the connection): the current one is read, shown and used.
  const download = async () => {
    if ((await downloadCalendarFeed(feed.url)) !== 'gone') return;
    const current = (await refetch()).data?.data.url;
    if (!current || current === feed.url) {
      toast.error('Your calendar could not be downloaded: this address no longer works.');
      return;
    }
    toast.info(REPLACED_TEXT);
    await downloadCalendarFeed(current);
  };
  // Guarded by the dialog; a failure is toasted by the HTTP client and keeps it open.
  const replace = async () => {
    const response = await regenerate.mutateAsync();
    queryClient.setQueryData(getGetHelperCalendarFeedQueryKey(), response);
    toast.success(REGENERATED_TEXT);
  };

  return (
    <SettingsCard
      id="calendar-feed"
      title="Calendar subscription"
      description="Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see every job you accepted there; your calendar app follows changes when it next refreshes. Anyone with the address can read your jobs, so keep it to yourself."
    >
      <FormGroup
        label="Your calendar address"
        labelFor="calendar-feed-url"
        // When, as her activity says it ('3 hours ago'): a clock time here was the browser's,
        // unlabelled, beside jobs on their branch's (QA helper-85); the exact one on hover.
        helperText={
          <span id="calendar-feed-made">
            Made <TimeAgo value={feed.created_at} />
          </span>
        }
      >
        <InputGroup
          id="calendar-feed-url"
          aria-describedby="calendar-feed-made"
          readOnly
          value={feed.url}
          onFocus={(e) => e.currentTarget.select()}
        />
      </FormGroup>
      <div className="helper-settings__actions">
        <AppButton icon="link" text="Copy address" onClick={copy} />
        <AppButton icon="download" text="Download now" onClick={() => void download()} />
        <AppButton
          intent="danger"
          variant="outlined"
          text="Make a new address"
          onClick={() => setConfirming(true)}
        />
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title="Replace calendar address"
        question={
          <>
            Replace <strong>your current calendar address</strong> with a new one?
          </>
        }
        confirmLabel="Make a new address"
        failure={['your calendar address', 'replaced']}
        loading={regenerate.isPending}
        onConfirm={replace}
        onClose={() => setConfirming(false)}
      >
        <p>
          It stops working at once: calendars subscribed to it stop showing your jobs until you give
          them the new one.
        </p>
      </ConfirmDialog>
    </SettingsCard>
  );
}

/** /helper/settings/calendar-sync (8/8, not in the spec): a private iCalendar subscription. */
export function CalendarSyncPage() {
  // Back on the tab, the address is read again: another tab or device may have replaced it,
  // and a copy of the old one would not work (QA 2026-12-04).
  const query = useGetHelperCalendarFeed({ query: { refetchOnWindowFocus: 'always' } });
  return (
    <SettingsLayout>
      {failedOutright(query) ? (
        <QueryError query={query} />
      ) : query.data === undefined ? (
        <SkeletonList rows={2} label="Loading your calendar address" />
      ) : (
        <FeedCard feed={query.data.data} refetch={query.refetch} />
      )}
    </SettingsLayout>
  );
}
