import { vi } from 'vitest';

export type CapturedFile = { name: string; type: string; text: () => Promise<string> };

/**
 * Catches the files the page hands to the browser (an object URL clicked as a download link,
 * platform/calendar-file/save-file.ts): jsdom downloads nothing. Spies only, restored with
 * `restore()` (call it in afterEach): no global is swapped for the next test file.
 */
export function captureDownloads() {
  const files: CapturedFile[] = [];
  const blobs = new Map<string, Blob>();
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:http://localhost/download-${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob && this.download) {
        files.push({ name: this.download, type: blob.type, text: () => blob.text() });
      }
    }),
  ];
  return { files, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}
