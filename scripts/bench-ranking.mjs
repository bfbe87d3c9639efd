#!/usr/bin/env node
/*
 * Crew matching speed: ranks 2,000 generated candidates for one order with the app's own
 * ranking function (src/features/jobs/crew/model/crew-ranking.ts) in headless Chromium, and
 * prints and returns { candidates, ms } (the median of 15 runs after 5 warm-ups). Budget:
 * under 50 ms.
 *
 * It does not build the app: the pure function (and its one import, the money formatter) is
 * bundled in memory with Vite into an IIFE and loaded into a blank page.
 *
 *   node scripts/bench-ranking.mjs                    # standalone (launches Chromium)
 *   import { benchRanking } from './bench-ranking.mjs'  # from bench.mjs: await benchRanking({ page })
 */
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CANDIDATES = 2000;
export const BUDGET_MS = 50;

async function bundleRanking() {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: { alias: { '@': resolve(ROOT, 'src') } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: resolve(ROOT, 'src/features/jobs/crew/model/crew-ranking.ts'),
        formats: ['iife'],
        name: 'CrewRanking',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk) throw new Error('bench-ranking: the ranking bundle is empty');
  return chunk.code;
}

/** Runs in the page: generates the candidates (deterministic) and times rankCandidates. */
function measureInPage(count) {
  const { rankCandidates } = window.CrewRanking;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const start = new Date();
  start.setDate(start.getDate() + ((9 - start.getDay()) % 7 || 7));
  start.setHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 4 * 3_600_000);
  const area = (id) => ({
    id,
    name: `County ${id}`,
    name_with_state_initials: `County ${id}, TX`,
    state_initials: 'TX',
    fips: String(48000 + id),
    center: [-97.7, 30.3],
  });
  const people = Array.from({ length: count }, (_, i) => {
    const busy = random() < 0.1;
    const days = [0, 1, 2, 3, 4, 5, 6].filter(() => random() < 0.7);
    return {
      employee_id: i + 1,
      branch_id: i % 3,
      branch_name: `Branch ${i % 3}`,
      first_name: 'Person',
      last_name: String(i),
      avatar_url: null,
      positions: pick([[1], [2], [3], [3, 1], [4], [2, 3]]),
      price: 2000 + Math.floor(random() * 3000),
      rating: { average: Math.round(30 + random() * 20) / 10, count: Math.floor(random() * 50) },
      is_available: !busy,
      busy_with: busy
        ? { order_id: 1, number: 1001, start_at: start.toISOString(), end_at: end.toISOString() }
        : null,
      invitation: random() < 0.05 ? { id: i, status: 'rejected' } : null,
      user_id: random() < 0.2 ? 10_000 + Math.floor(random() * 300) : null,
      is_helper: random() < 0.2,
      serving_area_ids: [1, 2, 3, 4].filter(() => random() < 0.6),
      availabilities:
        random() < 0.15 ? null : days.map((day) => ({ day, from: '07:00', to: '18:00' })),
    };
  });
  const input = {
    order: {
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      helpers_needed: 4,
      trucks_needed: 1,
      hourly_rate: 4000,
    },
    crew: [],
    branchEmployees: people.filter((p) => p.branch_id === 0),
    otherBranchEmployees: people.filter((p) => p.branch_id !== 0),
    orderAreas: [area(1), area(2)],
  };
  const times = [];
  let ranked = [];
  for (let run = 0; run < 20; run++) {
    const t0 = performance.now();
    ranked = rankCandidates(input);
    const t1 = performance.now();
    if (run >= 5) times.push(t1 - t0);
  }
  times.sort((a, b) => a - b);
  return { ranked: ranked.length, ms: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

/** For bench.mjs: measures in the given page (its content is replaced). */
export async function benchRanking({ page }) {
  const code = await bundleRanking();
  await page.setContent('<!doctype html><title>crew ranking bench</title>');
  await page.addScriptTag({ content: code });
  const result = await page.evaluate(measureInPage, CANDIDATES);
  const figure = { candidates: CANDIDATES, ms: Number(result.ms.toFixed(2)) };
  console.log(
    `crew ranking: ${figure.candidates} candidates (${result.ranked} after merging helpers listed twice) in ${figure.ms} ms (median of 15; slowest ${result.max.toFixed(2)} ms; budget ${BUDGET_MS} ms)`,
  );
  return figure;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const figure = await benchRanking({ page });
    if (figure.ms >= BUDGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
