import type { IconName } from '@blueprintjs/core';
import { AppButton, saveFile, toast, type AppButtonProps } from '@/platform/ui';
import { calendarFile, ICS_MIME, type CalendarFileEvent } from './calendar-file';

export type CalendarFileButtonProps = Omit<AppButtonProps, 'onClick' | 'icon' | 'text'> & {
  text: string;
  icon?: IconName;
  /** 'order-1042.ics' */
  fileName: string;
  /** The events, read when the button is pressed (the file is made then, DTSTAMP now). */
  events: () => readonly CalendarFileEvent[];
};

/**
 * A button that downloads an iCalendar file (`.ics`) of some events, for any calendar app
 * to import ("Add to calendar", a calendar's "Export"). Disabled when there is nothing.
 */
export function CalendarFileButton({
  text,
  icon = 'calendar',
  fileName,
  events,
  ...props
}: CalendarFileButtonProps) {
  const download = () => {
    const list = events();
    if (list.length === 0) return;
    saveFile(fileName, ICS_MIME, calendarFile(list, { stamp: Date.now() }));
    toast.success(
      list.length === 1
        ? `${fileName} downloaded: open it to add the job to your calendar.`
        : `${fileName} downloaded: ${list.length} jobs.`,
    );
  };
  return <AppButton {...props} icon={icon} text={text} onClick={download} />;
}
