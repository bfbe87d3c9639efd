import { needsText } from './needs-text';

describe("Best matches' needs line", () => {
  it('open spots, then the positions still needed when the spots can take them', () => {
    expect(needsText(2, { drivers: 0, foremen: 0 }, 0)).toBe('2 open spots.');
    expect(needsText(3, { drivers: 1, foremen: 1 }, 1)).toBe(
      '3 open spots; still needed: 1 driver and a foreman.',
    );
  });

  it('with no open spot, says invitations wait for answers, or that the crew is full', () => {
    expect(needsText(0, { drivers: 1, foremen: 1 }, 1)).toBe('Every spot has an invitation.');
    // QA 164 L1: every spot accepted, nothing pending.
    expect(needsText(0, { drivers: 0, foremen: 0 }, 0)).toBe('The crew is full.');
  });

  it('says when the positions outnumber the open spots, not three people for one spot', () => {
    expect(needsText(1, { drivers: 2, foremen: 1 }, 0)).toBe(
      '1 open spot; the crew still lacks 2 drivers and a foreman, more than its open spot can take.',
    );
  });
});
