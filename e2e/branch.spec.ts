import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { companyNav, dismissToast, expect, loginAs, OWNER, test } from './support';

/** A real PNG (RGB, no dependency): a blue disc with a white ring on a light background. */
function makePng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - centre, y - centre);
      const [red, green, blue] =
        r < size * 0.3 ? [57, 87, 225] : r < size * 0.36 ? [255, 255, 255] : [233, 237, 242];
      row.set([red, green, blue], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCREENS = '.screens';
const NEW_BRANCH = 'Lone Star Movers San Antonio';
// The map's modules: its preview, maplibre's (the map module and its worker) and the
// per-state county files (counties-<state FIPS>).
const MAP_CHUNKS = /map-preview|serving-area-map|counties-\d\d-|maplibre-gl-worker/;
const MAPLIBRE_CHUNKS = /serving-area-map|maplibre-gl-worker/;

/** Script and style files the page fetched so far (as paths under /assets). */
function recordAssets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) seen.push(url.pathname);
  });
  return seen;
}

/**
 * Waits until the map has drawn its view: the preview (an SVG; maplibre comes when the map is
 * used) with its counties, and the loading skeleton gone.
 */
async function expectMapDrawn(page: Page, name: string) {
  const map = page.getByRole('region', { name });
  await expect(map.locator('svg path').first()).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: 'Loading map' })).toHaveCount(0);
  await expect(map).not.toHaveAttribute('aria-busy');
  return map;
}

/** Where a county's name sits on the map (its label: the preview's or maplibre's). */
async function labelCentre(map: Locator, county: string) {
  const box = await map.getByText(county, { exact: true }).boundingBox();
  if (!box) throw new Error(`no label ${county}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('an owner creates a branch with a cropped picture and a serving area, sees it on the map, deletes it and lands on the first branch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SCREENS, { recursive: true });
  await loginAs(page, OWNER);
  await companyNav(page).getByRole('link', { name: 'Branch' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/branch');
  await expect(page.getByRole('heading', { name: 'Lone Star Movers Austin' })).toBeVisible();
  const branches = page.getByRole('list', { name: 'Branches' });

  // The form.
  await page.getByRole('button', { name: 'Add branch' }).click();
  const form = page.getByRole('form', { name: 'Add branch' });
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill(NEW_BRANCH);
  await form.getByLabel('Phone').pressSequentially('2105550199');
  await expect(form.getByLabel('Phone')).toHaveValue('+1(210)-555-0199');
  await form.getByLabel('Address').fill('1200 Broadway St');
  await form.getByLabel('City').fill('San Antonio');
  await form.getByLabel('State').selectOption('TX');

  // A 240 x 240 PNG, cropped (at least 100 x 100) with a preview.
  await form.getByLabel('Choose image').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(240),
  });
  await expect(form.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Cropped preview' })).toBeVisible();
  await expect(form.getByText('The image must be at least 100 x 100 px')).toHaveCount(0);

  // A serving area chosen with the autocomplete.
  await form.getByRole('combobox', { name: 'Search counties' }).pressSequentially('Trav');
  await page
    .getByRole('listbox', { name: 'Search counties' })
    .getByRole('option', { name: 'Travis County, TX' })
    .click();
  await expect(form.locator('.bp6-tag', { hasText: 'Travis County, TX' })).toBeVisible();
  const formMap = await expectMapDrawn(page, 'Serving areas map');
  const areaList = page.getByRole('list', { name: 'Selected serving areas' });
  await expect(areaList).toHaveText('Travis County, TX');
  // A county clicked on the map's preview is picked (and the interactive map comes in).
  await formMap
    .locator('path.map-preview-county', {
      has: page.locator('title', { hasText: /^Hays County, TX$/ }),
    })
    .click();
  await expect(form.locator('.bp6-tag', { hasText: 'Hays County, TX' })).toBeVisible();
  await expect(areaList.getByRole('listitem')).toHaveText(['Travis County, TX', 'Hays County, TX']);
  await expect(formMap.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  // Taken out again with its tag's remove button.
  await form
    .locator('.bp6-tag', { hasText: 'Hays County, TX' })
    .getByRole('button', { name: /remove/i })
    .click();
  await expect(areaList).toHaveText('Travis County, TX');
  await page.screenshot({ path: `${SCREENS}/e2e-branch-form-1280.png`, fullPage: true });

  await form.getByRole('button', { name: 'Create branch' }).click();
  await dismissToast(page, `Branch ${NEW_BRANCH} created`);

  // In the list and the header's switcher at once.
  const created = branches.getByRole('button', { name: new RegExp(NEW_BRANCH) });
  await expect(created).toBeVisible();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(
    page.getByRole('group', { name: 'Switch branch' }).getByRole('menuitem', { name: NEW_BRANCH }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Choosing it makes it active: its details, picture and serving area on the map.
  await created.click();
  await expect(page.getByRole('heading', { name: NEW_BRANCH })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu, ${NEW_BRANCH}` })).toBeVisible();
  const details = page.getByRole('region', { name: NEW_BRANCH });
  await expect(details.locator('img[src^="data:image/"]')).toBeVisible();
  await expect(details.getByText('(210) 555-0199')).toBeVisible();
  const map = await expectMapDrawn(page, `${NEW_BRANCH} serving areas map`);
  await expect(
    page.getByRole('list', { name: 'Selected serving areas' }).getByRole('listitem'),
  ).toHaveText(['Travis County, TX']);
  // The county is drawn: its name sits on the map (at this zoom labels show).
  await expect(map.getByText('Travis County', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/e2e-branch-map-1280.png`, fullPage: true });

  // Delete it, confirmed in a dialog naming it; the first branch becomes active.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete branch' });
  await expect(dialog).toContainText(`Delete branch: ${NEW_BRANCH}?`);
  await dialog.getByRole('button', { name: 'Delete branch' }).click();
  await dismissToast(page, `Branch ${NEW_BRANCH} deleted`);
  await expect(page.getByRole('heading', { name: 'Lone Star Movers Austin' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Account menu, Lone Star Movers Austin' }),
  ).toBeVisible();
  await expect(branches.getByRole('button', { name: new RegExp(NEW_BRANCH) })).toHaveCount(0);
  await expect(branches.getByRole('button')).toHaveCount(3);
  const activeId = await page.evaluate(() => localStorage.getItem('activeBranchId'));
  await expect(
    branches.getByRole('button', { name: /Lone Star Movers Austin.*active branch/ }),
  ).toHaveAttribute('aria-current', 'true');
  expect(Number(activeId)).toBeGreaterThan(0);
});

test('the map code loads only with the pages that show a map, maplibre once the map is used', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The build's manifest: neither page's chunks (nor what they import) hold the map.
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const mapKey = 'src/platform/map/serving-area-map.tsx';
  expect(manifest[mapKey], 'the map is a chunk of its own').toBeDefined();
  for (const page of [
    'src/features/auth/pages/login-page.tsx',
    'src/features/activity/pages/activity-page.tsx',
    'src/app/layouts/company-layout.tsx',
    'index.html',
  ]) {
    const files = [...closure(page)].map((key) => manifest[key].file);
    expect(
      files.filter((file) => MAP_CHUNKS.test(file)),
      page,
    ).toEqual([]);
  }

  // In the browser: /login and /company/activity never fetch it; /company/branch does.
  const assets = recordAssets(page);
  await loginAs(page, OWNER);
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The login page is part of the entry chunk since the light start-up (it paints first).
  expect(assets.filter((path) => /^\/assets\/index-/.test(path)).length).toBeGreaterThan(0);
  expect(assets.filter((path) => path.includes('activity-page')).length).toBeGreaterThan(0);
  expect(assets.filter((path) => MAP_CHUNKS.test(path))).toEqual([]);

  await companyNav(page).getByRole('link', { name: 'Branch' }).click();
  const map = await expectMapDrawn(page, 'Lone Star Movers Austin serving areas map');
  await expect(map.getByText('Travis County', { exact: true })).toBeVisible();
  // Its preview and the counties of the branch's state (Texas) only, not the whole atlas.
  expect(assets.filter((path) => /\/map-preview-[^/]*\.js$/.test(path))).toHaveLength(1);
  const countyFiles = assets.filter((path) => /\/counties-\d\d-[^/]*\.js$/.test(path));
  expect(countyFiles.length).toBeGreaterThan(0);
  expect(countyFiles.filter((path) => !/\/counties-48-/.test(path))).toEqual([]);
  // maplibre only once the map is used.
  expect(assets.filter((path) => MAPLIBRE_CHUNKS.test(path))).toEqual([]);
  const travis = await labelCentre(map, 'Travis County');
  const williamson = await labelCentre(map, 'Williamson County');

  await map.click({ position: { x: 8, y: 8 } });
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(map.locator('.maplibregl-marker', { hasText: 'Travis County' })).toBeVisible();
  expect(assets.filter((path) => /\/serving-area-map-[^/]*\.js$/.test(path))).toHaveLength(1);
  expect(assets.filter((path) => /maplibre-gl-worker/.test(path))).toHaveLength(1);
  // In the preview's view: the labels are where they were.
  const drawn = await labelCentre(map, 'Travis County');
  expect(Math.abs(drawn.x - travis.x)).toBeLessThan(3);
  expect(Math.abs(drawn.y - travis.y)).toBeLessThan(3);
  await expect(page.getByRole('region', { name: /serving areas map/ })).toHaveCount(1);

  // And it is maplibre's: its zoom control zooms (the labels move apart).
  const apart = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.hypot(a.x - b.x, a.y - b.y);
  const before = apart(travis, williamson);
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () =>
      apart(await labelCentre(map, 'Travis County'), await labelCentre(map, 'Williamson County')),
    )
    .toBeGreaterThan(before * 1.5);
});

test('a half-typed branch survives the window crossing the mobile breakpoint and back', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await companyNav(page).getByRole('link', { name: 'Branch' }).click();
  await page.getByRole('button', { name: 'Add branch' }).click();
  const form = page.getByRole('form', { name: 'Add branch' });
  await form.getByLabel('Name').fill(NEW_BRANCH);
  await form.getByLabel('City').fill('San Antonio');
  await form.getByLabel('State').selectOption('TX');

  // A window made narrow (a tablet turned): the mobile frame, the same form as typed.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(companyNav(page)).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue(NEW_BRANCH);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(companyNav(page)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(NEW_BRANCH);
  await expect(form.getByLabel('City')).toHaveValue('San Antonio');
  await expect(form.getByLabel('State')).toHaveValue('TX');
});

test('the branch list shows every branch name whole at 1280 px, the active one beside its tag (review L6)', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await companyNav(page).getByRole('link', { name: 'Branch' }).click();
  const names = page.locator('.branch-list__name');
  await expect(names).toHaveCount(3);
  await expect(names.first()).toHaveText('Lone Star Movers Austin');
  // Nothing cut: each name's text fits the box it is drawn in.
  const cut = await names.evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
  );
  expect(cut).toEqual([]);
});
