import { saveFile, toast } from '@/platform/ui';
import { ICS_MIME } from './calendar-file';

export const FEED_FILE_NAME = 'movers-marketplace-jobs.ics';

/**
 * Saves what a calendar subscription address serves today as a file (the helper's settings,
 * "Download now"): in the in-browser demo no calendar app can reach the address, the page can.
 * 'gone': the address answers 404, which the caller tells (it knows whether there is a new one).
 */
export async function downloadCalendarFeed(url: string): Promise<'saved' | 'gone' | 'failed'> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    // Replaced or revoked (another tab or device made a new one): the caller says so.
    if (response.status === 404) return 'gone';
    if (!response.ok) throw new Error(String(response.status));
    saveFile(FEED_FILE_NAME, ICS_MIME, await response.text());
    return 'saved';
  } catch {
    toast.error('Your calendar could not be downloaded. Check your connection and try again.');
    return 'failed';
  }
}
