// Lighthouse on /login of the real-API build, its default (mobile) settings: simulated slow 4G
// and 4x CPU, a Moto G Power sized screen. Performance, accessibility and best-practices
// scores, FCP, LCP, total blocking time, speed index and CLS; median of BENCH_RUNS (default 3),
// since one run on a loaded machine can be off by 0.1. The "before" (10/10): score
// 0.92, FCP 2.6 s, LCP 2.8 s; the aim 0.99.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, serve } from '../lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const medianFraction = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return +value.toFixed(3);
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const value = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    totalBlockingTimeMs: value('total-blocking-time'),
    speedIndexMs: value('speed-index'),
    cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
  };
}

export default {
  name: 'lighthouse',
  async run(ctx) {
    const dir = ctx.dirs.real;
    const port = ctx.port();
    const server = await serve(dir, port);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await audit(`http://localhost:${port}/login`, chrome.port));
      const figures = { runs: RUNS };
      for (const key of Object.keys(runs[0])) {
        const values = runs.map((r) => r[key]);
        // lib's median rounds to whole ms; scores and CLS are fractions.
        figures[key] = key.endsWith('Ms') ? median(values) : medianFraction(values);
      }
      figures.performanceRuns = runs.map((r) => r.performance);
      console.log(
        `lighthouse /login (mobile, simulated throttling, median of ${RUNS}): performance ${figures.performance} (runs ${figures.performanceRuns.join(', ')}), accessibility ${figures.accessibility}, best practices ${figures.bestPractices}; FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.totalBlockingTimeMs} ms, speed index ${figures.speedIndexMs} ms, CLS ${figures.cls}`,
      );
      return { '/login': figures };
    } finally {
      chrome.kill();
      server.kill();
    }
  },
};
