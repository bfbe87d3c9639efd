import { jobSavedText } from './crew-notices';

describe("Edit job's saved toast (QA-221 L3)", () => {
  const before = { start_at: '2027-03-10T14:00:00.000Z', end_at: '2027-03-10T18:00:00.000Z' };
  const moved = { start_at: '2027-03-10T19:00:00.000Z', end_at: '2027-03-10T23:00:00.000Z' };
  const now = Date.parse('2027-03-09T12:00:00.000Z');
  const job = (counts: { crew: number; invited: number }, times = moved) => ({
    number: 1042,
    ...times,
    crew_count: counts.crew,
    invitations_count: counts.invited,
  });

  it('says who is told of new times: the crew and the invited', () => {
    expect(jobSavedText(job({ crew: 1, invited: 1 }), before, now)).toBe(
      'Job #1042 saved. 1 person on the crew and 1 invited person are told of the new times.',
    );
    expect(jobSavedText(job({ crew: 0, invited: 1 }), before, now)).toBe(
      'Job #1042 saved. 1 invited person is told of the new times.',
    );
    expect(jobSavedText(job({ crew: 3, invited: 0 }), before, now)).toBe(
      'Job #1042 saved. 3 people on the crew are told of the new times.',
    );
  });

  it('says only that it was saved when the times stayed, nobody is on it, or it is under way', () => {
    expect(jobSavedText(job({ crew: 2, invited: 1 }, before), before, now)).toBe('Job #1042 saved');
    expect(jobSavedText(job({ crew: 0, invited: 0 }), before, now)).toBe('Job #1042 saved');
    // Its end moved alone once it has started: no news to its crew (CrewMoveNotice says none).
    const running = { ...before, end_at: moved.end_at };
    expect(
      jobSavedText(job({ crew: 2, invited: 0 }, running), before, Date.parse(before.end_at)),
    ).toBe('Job #1042 saved');
  });
});
