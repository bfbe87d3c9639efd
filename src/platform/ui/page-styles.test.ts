import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPageStyles, FULL_STYLES_ATTRIBUTE } from './page-styles';

/** A deferred stylesheet link as the built index.html has it; `loaded` sets its sheet. */
function deferredLink({ loaded }: { loaded: boolean }): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('media', 'print');
  link.setAttribute(FULL_STYLES_ATTRIBUTE, 'all');
  Object.defineProperty(link, 'sheet', { configurable: true, value: loaded ? {} : null });
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.restoreAllMocks();
});

describe('applyPageStyles', () => {
  it('applies the deferred stylesheets and resolves once each has loaded', async () => {
    const ready = deferredLink({ loaded: true });
    const loading = deferredLink({ loaded: false });
    const applied = applyPageStyles();
    for (const link of [ready, loading]) {
      expect(link.media).toBe('all');
      expect(link.hasAttribute(FULL_STYLES_ATTRIBUTE)).toBe(false);
    }
    expect(await settled(applied)).toBe(false);
    loading.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('resolves at once when there is nothing to wait for (the dev server, or all loaded)', async () => {
    expect(await settled(applyPageStyles())).toBe(true);
    deferredLink({ loaded: true });
    expect(await settled(applyPageStyles())).toBe(true);
  });

  it('goes on after a stylesheet that failed, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = deferredLink({ loaded: false });
    const applied = applyPageStyles();
    failing.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/did not load/));
  });
});
