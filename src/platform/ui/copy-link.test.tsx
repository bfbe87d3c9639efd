import { BlueprintProvider } from '@blueprintjs/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { CopyLinkButton, LINK_COPIED_TEXT, LINK_NOT_COPIED_TEXT } from './copy-link';
import { toast, ToasterHost } from './toaster';

const mount = (to: string) =>
  render(
    <BlueprintProvider>
      <ToasterHost />
      <CopyLinkButton to={to} />
    </BlueprintProvider>,
  );

/** The copy command, as a browser without the Clipboard API offers it (jsdom has none). */
function copyCommand(works: boolean) {
  const copied: string[] = [];
  const execCommand = vi.fn(() => {
    if (works) copied.push((document.activeElement as HTMLTextAreaElement).value);
    return works;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return copied;
}

afterEach(() => {
  act(() => toast.clear());
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('CopyLinkButton (QA 136 L4)', () => {
  it('puts the full address of the page on the clipboard and says "Link copied"', async () => {
    await loadToaster();
    const user = userEvent.setup();
    mount('/company/job/team-edit/7');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastTexts()).toEqual([LINK_COPIED_TEXT]));
    // Inside act: the toast's entering transition may end meanwhile (a loaded machine).
    expect(await act(() => navigator.clipboard.readText())).toBe(
      `${window.location.origin}/company/job/team-edit/7`,
    );
  });

  it('without the Clipboard API it copies with the copy command', async () => {
    await loadToaster();
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as never);
    const copied = copyCommand(true);
    mount('/company/job/edit/7');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastTexts()).toEqual([LINK_COPIED_TEXT]));
    expect(copied).toEqual([`${window.location.origin}/company/job/edit/7`]);
    expect(document.querySelector('textarea')).toBeNull(); // its text area is gone
  });

  it('a clipboard that refuses, and no copy command that works: an error toast, not "Link copied"', async () => {
    await loadToaster();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    copyCommand(false);
    mount('/company/job/edit/7');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastTexts()).toEqual([LINK_NOT_COPIED_TEXT]));
  });
});
