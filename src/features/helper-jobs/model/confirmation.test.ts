import { describe, expect, it } from 'vitest';
import { awaitingGroups, awaitingRoute } from './buckets';
import { askText, canTellOnMyWay } from './confirmation';

/* On my way (not in the spec): when the helper's Order details offer it. */

const HOUR = 3_600_000;
const START = Date.parse('2031-06-04T14:00:00Z');
const job = (over: Partial<Parameters<typeof canTellOnMyWay>[0]> = {}) => ({
  bucket: 'accepted',
  on_my_way_from: new Date(START - 3 * HOUR).toISOString(),
  order: {
    end_at: new Date(START + 4 * HOUR).toISOString(),
    completed_at: null,
    cancelled_at: null,
  },
  ...over,
});

describe('canTellOnMyWay', () => {
  it('from on_my_way_from until the end of an open job she is on', () => {
    expect(canTellOnMyWay(job(), START - 3 * HOUR - 1)).toBe(false);
    expect(canTellOnMyWay(job(), START - 3 * HOUR)).toBe(true);
    expect(canTellOnMyWay(job(), START + 4 * HOUR - 1)).toBe(true);
    expect(canTellOnMyWay(job(), START + 4 * HOUR)).toBe(false);
  });

  it('not off the crew (an offer taken whose spot the company cancelled: no on_my_way_from), nor on a closed job or another bucket', () => {
    expect(canTellOnMyWay(job({ on_my_way_from: null }), START)).toBe(false);
    const closed = { ...job().order, cancelled_at: '2031-06-04T12:00:00Z' };
    expect(canTellOnMyWay(job({ order: closed }), START)).toBe(false);
    expect(canTellOnMyWay(job({ bucket: 'new' }), START)).toBe(false);
  });
});

describe('askText: why she is asked (again)', () => {
  it('names a move, a cut, both, or neither, and says when the job starts within 24 hours', () => {
    expect(askText(false, false, false)).toBe('Please confirm you will be there.');
    expect(askText(false, true, false)).toBe(
      'The company moved this job: please confirm you will be there at the new time.',
    );
    expect(askText(false, false, true)).toBe(
      'The company lowered the pay of this job: please confirm you will still be there.',
    );
    expect(askText(false, true, true)).toBe(
      'The company moved this job and lowered its pay: please confirm you will still be there at the new time.',
    );
    expect(askText(true, false, false)).toBe(
      'The company is waiting for your confirmation: this job starts within 24 hours.',
    );
    expect(askText(true, true, false)).toBe(
      'The company moved this job and is waiting for your confirmation of the new time: it starts within 24 hours.',
    );
    expect(askText(true, false, true)).toBe(
      'The company lowered the pay of this job and is waiting for your confirmation: it starts within 24 hours.',
    );
    expect(askText(true, true, true)).toBe(
      'The company moved this job, lowered its pay and is waiting for your confirmation of the new time: it starts within 24 hours.',
    );
  });
});

describe('where the count of jobs to confirm leads (QA helper-85)', () => {
  it('to the one Accepted list holding them, else the Job page', () => {
    expect(awaitingRoute({ company: 0, outsource: 1 })).toBe('helper-job-outsource-accepted');
    expect(awaitingRoute({ company: 2, outsource: 0 })).toBe('helper-job-company-accepted');
    expect(awaitingRoute({ company: 1, outsource: 1 })).toBe('helper-job');
    expect(awaitingGroups({ company: 1, outsource: 1 })).toEqual(['company', 'outsource']);
  });

  it('a server that does not say which list holds them: the Job page, no group (review 88)', () => {
    expect(awaitingGroups(undefined)).toEqual([]);
    expect(awaitingRoute(undefined)).toBe('helper-job');
  });
});
