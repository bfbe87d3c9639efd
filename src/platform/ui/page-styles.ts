/**
 * The built index.html paints with the CSS of what it shows in a <style>, and links the app's
 * full stylesheets without letting them block that paint: `media="print"`, with the media to
 * apply in this attribute (scripts/critical-css.mjs). The entry applies them before the app's
 * first render and waits until they are in, so no page is ever drawn without its CSS (by then
 * they have nearly always loaded: they were requested with the page). The dev server and the
 * tests link no such stylesheet: nothing to wait for.
 */
export const FULL_STYLES_ATTRIBUTE = 'data-app-styles';

/** Applies the deferred stylesheets; resolves once each has loaded (or failed: reported). */
export function applyPageStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLES_ATTRIBUTE}]`)];
  return Promise.all(
    links.map((link) => {
      // Listened to before the media changes, so a load that ends meanwhile is not missed.
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = (event: Event) => {
              link.removeEventListener('load', done);
              link.removeEventListener('error', done);
              if (event.type === 'error')
                console.error(`The stylesheet ${link.href} did not load.`);
              resolve();
            };
            link.addEventListener('load', done);
            link.addEventListener('error', done);
          });
      link.media = link.getAttribute(FULL_STYLES_ATTRIBUTE) || 'all';
      link.removeAttribute(FULL_STYLES_ATTRIBUTE);
      return loaded;
    }),
  ).then(() => undefined);
}
