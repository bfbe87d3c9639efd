import { act } from '@testing-library/react';

/**
 * What Chromium does to a control disabled while it has the focus (a button loading): the
 * focus leaves it for the page's body, with a focusout whose relatedTarget is null. happy-dom
 * keeps the focus on a disabled control and sends nothing, so a test does it by hand once the
 * control is disabled (after the microtasks it starts, as the browser's would run).
 */
export async function dropFocusAsChromium(control: HTMLElement): Promise<void> {
  await act(async () => {
    const gone = document.createElement('input');
    document.body.append(gone);
    gone.focus();
    gone.remove();
    control.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  });
}
