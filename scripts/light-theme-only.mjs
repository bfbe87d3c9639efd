// A PostCSS plugin that drops Blueprint's dark theme (plain JS so vite.config.ts imports it
// without a build step; types in light-theme-only.d.mts).
//
// The app has no dark mode (shared/guide/design.md: one light look), but blueprint.css carries
// a `.bp6-dark` variant of nearly every rule: 122 KB of its 561 KB (8.5 KB gzip), all of it
// render-blocking on every page, parsed at start-up and matched against every element on
// each style recalculation. A rule whose selectors all need a `.bp6-dark` ancestor (or the
// element itself) can never apply here, so it goes; a rule that lists dark and light
// selectors together keeps the light ones.

const DARK = /\.bp6-dark\b/;
/** Needs a dark theme to match (`:not(.bp6-dark)` would match the light one instead). */
const isDark = (selector) => DARK.test(selector.replace(/:not\([^)]*\)/g, ''));

export function lightThemeOnly() {
  return {
    postcssPlugin: 'light-theme-only',
    Rule(rule) {
      if (!DARK.test(rule.selector)) return;
      const light = rule.selectors.filter((selector) => !isDark(selector));
      if (light.length === 0) rule.remove();
      else rule.selectors = light;
    },
    AtRuleExit(atRule) {
      // A media or supports block left empty by the above.
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
    },
  };
}
lightThemeOnly.postcss = true;
