import { vi } from 'vitest';

export type CapturedFile = { name: string; type: string; text: () => Promise<string> };

/**
 * Catches the files a page hands to the browser in each test of the file (an object URL
 * clicked as a download link, save-file.ts): happy-dom downloads nothing. Spies only, restored
 * after each test, so no global is swapped for the next test file. Call once per file.
 */
export function catchDownloads(): { files: CapturedFile[] } {
  const caught = { files: [] as CapturedFile[] };
  let restore = () => {};
  beforeEach(() => {
    const files: CapturedFile[] = (caught.files = []);
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
    restore = () => spies.forEach((spy) => spy.mockRestore());
  });
  afterEach(() => restore());
  return caught;
}
