import { saveFile, toast } from '@/platform/ui';
import { ICS_MIME } from './calendar-file';

export const FEED_FILE_NAME = 'movers-marketplace-jobs.ics';

/**
 * Saves what a calendar subscription address serves today as a file (the helper's settings,
 * "Download now"): in the in-browser demo no calendar app can reach the address, the page can.
 */
export async function downloadCalendarFeed(url: string): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    saveFile(FEED_FILE_NAME, ICS_MIME, await response.text());
  } catch {
    toast.error('Your calendar could not be downloaded. Check your connection and try again.');
  }
}
