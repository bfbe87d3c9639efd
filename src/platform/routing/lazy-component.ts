import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be asked to start its download early. */
export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts the download (once; again after a failure); resolves when the component is there. */
  preload: () => Promise<unknown>;
  /** Whether the component is there already (it then renders without suspending). */
  isLoaded: () => boolean;
};

/**
 * React.lazy with a preload. The router starts a page's download (and its layout's) as soon as
 * the path is known, while the session is still being checked; a component whose module is
 * already there when it mounts renders it directly, without suspending. (A suspended lazy
 * costs a render for nothing, and React keeps a fallback it has just shown for 300 ms before
 * revealing the content: on a reload of a company page that was half a second before the page
 * could even ask for its data.)
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a failed early download is tried again when the page renders
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Fixed for the life of this instance, so the element type never changes under it.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}

/** Starts the download of a component made by lazyComponent; anything else is there already. */
export function preloadComponent(component: unknown): Promise<unknown> {
  const preload = (component as Partial<PreloadableComponent<object>> | null)?.preload;
  return preload ? preload() : Promise.resolve();
}

/** A value from a module loaded on demand, at hand without waiting once it has loaded. */
export type LazyValue<T> = {
  /** Starts the download (once; again after a failure); resolves with the value. */
  load: () => Promise<T>;
  /** The value if its module has loaded already. */
  loaded: () => T | undefined;
};

/**
 * A route's data prefetch comes from its page's module, loaded with the page; the session saga
 * calls it as soon as it can. Once loaded it is called at once: a dynamic import() of a loaded
 * module still resolves a task later, behind the first render the call was meant to precede.
 */
export function lazyValue<T>(load: () => Promise<T>): LazyValue<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

let retries = 0;

/**
 * A dynamic import that, when it fails, asks for the module once more under a new address.
 * Chromium remembers a failed dynamic import for the life of the document: a plain import()
 * of it again fails at once, with no request. A login tried offline then did nothing at all
 * once back online, until a reload (QA 2026-12-05). The address comes from the browser's
 * message ("Failed to fetch dynamically imported module: <url>", and Firefox's alike); when it
 * names none, the first failure stands. The module is then a second instance: use this for
 * modules that keep no state of their own (an API's calls, say).
 */
export async function importAgain<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = /\bhttps?:\/\/\S+?\.m?js\b/.exec(error instanceof Error ? error.message : '')?.[0];
    if (!url) throw error;
    retries += 1;
    return (await importUrl(`${url}?retry=${retries}`)) as T;
  }
}
