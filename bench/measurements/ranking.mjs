// Crew matching (issue "Beyond the spec"): ranking 2,000 candidates for one order in headless
// Chromium (scripts/bench-ranking.mjs bundles the pure ranking function into a blank page).
import { BUDGET_MS, benchRanking } from '../../scripts/bench-ranking.mjs';
import { launch } from '../lib.mjs';

export default {
  name: 'ranking',
  async run() {
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const figure = await benchRanking({ page });
      return { ...figure, budgetMs: BUDGET_MS, withinBudget: figure.ms < BUDGET_MS };
    } finally {
      await browser.close();
    }
  },
};
