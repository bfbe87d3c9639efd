import { describe, expect, it } from 'vitest';
import { invitable } from './crew-ranking.test-helpers';
import { ratePoints } from './score-points';

describe('ratePoints (Best matches: the rate reason)', () => {
  it('a person with no rate set (0) is not the cheapest: no points, "No rate set" (QA helper-132 LOW 4)', () => {
    expect(ratePoints(invitable({ price: 0 }), 4000)).toEqual({
      points: 0,
      reason: { kind: 'rate', effect: 'info', text: 'No rate set' },
    });
  });

  it("a set rate below the order's: points and both rates", () => {
    const { points, reason } = ratePoints(invitable({ price: 3000 }), 4000);
    expect(points).toBeGreaterThan(0);
    expect(reason.text).toBe("Rate $30.00/h, within the order's $40.00/h");
  });

  it("a marketplace helper's is what she asks, said as Find helpers says it (QA-215)", () => {
    const helper = invitable({ price: 3250, is_helper: true, user_id: 7 });
    expect(ratePoints(helper, 4000).reason.text).toBe("Asks $32.50/h, within the order's $40.00/h");
    expect(ratePoints(helper, 3000).reason.text).toBe("Asks $32.50/h, above the order's $30.00/h");
  });
});
