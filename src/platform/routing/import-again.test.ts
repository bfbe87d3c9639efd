import { importAgain } from './lazy-component';

const chromiumFailure = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('importAgain', () => {
  it('a module that loads is used as it is, and nothing is asked again', async () => {
    const importUrl = vi.fn();
    await expect(importAgain(async () => ({ answer: 42 }), importUrl)).resolves.toEqual({
      answer: 42,
    });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('after a failed download, asks for the module again under a new address each time', async () => {
    const url = 'http://localhost:4173/assets/auth-calls-COaY40FK.js';
    const importUrl = vi.fn(async (_url: string) => ({ signIn: 'loaded' }));
    const load = () => Promise.reject(chromiumFailure(url));
    await expect(importAgain(load, importUrl)).resolves.toEqual({ signIn: 'loaded' });
    await importAgain(load, importUrl);
    const [first, second] = importUrl.mock.calls.map(([asked]) => asked);
    expect(first).toMatch(new RegExp(`^${url.replace(/\./g, '\\.')}\\?retry=\\d+$`));
    expect(second).toMatch(/\?retry=\d+$/);
    expect(second).not.toBe(first);
  });

  it('a failure that names no module (or a second failure) is the caller’s to say', async () => {
    const importUrl = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: again');
    });
    const bare = new TypeError('Importing a module script failed.');
    await expect(importAgain(() => Promise.reject(bare), importUrl)).rejects.toBe(bare);
    expect(importUrl).not.toHaveBeenCalled();
    await expect(
      importAgain(() => Promise.reject(chromiumFailure('http://x.test/a.js')), importUrl),
    ).rejects.toThrow(TypeError);
  });
});
