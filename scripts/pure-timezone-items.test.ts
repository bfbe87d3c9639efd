import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markTimezoneListsPure } from './pure-timezone-items.mjs';

const require = createRequire(import.meta.url);
const published = readFileSync(
  join(
    dirname(require.resolve('@blueprintjs/datetime/package.json')),
    'lib/esm/common/timezoneItems.js',
  ),
  'utf8',
);

describe("Blueprint's time-zone lists are marked pure for the bundler", () => {
  it('marks both lists of the published module, and only them', () => {
    const marked = markTimezoneListsPure(published)!;
    expect(marked.match(/\/\* @__PURE__ \*\/ \w+\.map\(/g)).toEqual([
      '/* @__PURE__ */ timezonesWithoutOffset.map(',
      '/* @__PURE__ */ minimalTimezonesWithoutOffset.map(',
    ]);
    expect(marked.replaceAll('/* @__PURE__ */ ', '')).toBe(published);
  });

  it('says when a module has no list to mark', () => {
    expect(markTimezoneListsPure('export const UTC_TIME = { ianaCode: "Etc/UTC" };')).toBeNull();
  });
});
