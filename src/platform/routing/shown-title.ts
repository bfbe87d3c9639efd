import { createContext, useContext, useEffect } from 'react';

/**
 * What the page shows in place of itself, when that is not what its route is named for: a
 * record the address names that is not there or not the person's ("Job not found", "Not yours
 * to open"). The app's router names the page by it (its H1, the one the focus goes to, and the
 * document title) instead of the route's title, which said "Edit job" over "Job not found"
 * (QA helper-133 #8). Set by the page states that say it (platform/ui ErrorState, NotFoundState),
 * so no page names itself.
 */
export const ShownTitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * Names the page `title` while the caller is on screen (null: the route's own title). Whether
 * the page is named by it: false outside the app's router (a component's own test), where the
 * caller says its title itself.
 */
export function useShownTitle(title: string | null): boolean {
  const show = useContext(ShownTitleContext);
  useEffect(() => {
    if (title === null || !show) return;
    show(title);
    return () => show(null);
  }, [show, title]);
  return show !== null;
}
