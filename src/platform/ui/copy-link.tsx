import { AppButton, type AppButtonProps } from './app-button';
import { toast } from './toaster';

export const LINK_COPIED_TEXT = 'Link copied';
export const LINK_NOT_COPIED_TEXT =
  'The link could not be copied. Copy it from the address bar instead.';

/**
 * Puts `text` on the clipboard: the Clipboard API, else (an older browser, a page not served
 * over HTTPS, where it is missing) a selected text area and the copy command. False when the
 * browser refuses both.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the page not focused): the copy command may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.focus();
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/**
 * "Copy link": the full address of an app page (`to`, a path) on the clipboard, to share
 * ("Link copied"), or a toast saying it could not be (QA 136 L4). A job's link makes its
 * branch the active one when a colleague opens it (useActivateBranchOf).
 */
export function CopyLinkButton({
  to,
  text = 'Copy link',
  ...props
}: Omit<AppButtonProps, 'onClick'> & { to: string }) {
  const copy = async () => {
    if (await copyText(new URL(to, window.location.origin).href)) toast.success(LINK_COPIED_TEXT);
    else toast.error(LINK_NOT_COPIED_TEXT);
  };
  return <AppButton icon="link" text={text} onClick={copy} {...props} />;
}
