import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConfirmationState, CrewMember } from '@/platform/api/generated/model';
import { AcceptedSlot } from './accepted-slot';

const member = (
  confirmation: ConfirmationState | null,
  time_off: CrewMember['time_off'] = null,
  late_minutes: number | null = null,
  clock: Pick<CrewMember, 'clocked_in_at' | 'clocked_out_at'> = {
    clocked_in_at: null,
    clocked_out_at: null,
  },
): CrewMember => ({
  employee_id: 1,
  invitation_id: 2,
  invitation_status: 'accepted',
  first_name: 'Darnell',
  last_name: 'Garcia',
  avatar_url: null,
  phone: null,
  positions: [3],
  price: 2500,
  rating: { average: 0, count: 0 },
  user_id: null,
  is_helper: false,
  confirmation,
  confirmed_at: confirmation === 'confirmed' ? '2026-11-24T15:00:00Z' : null,
  time_off,
  on_my_way_at: late_minutes === null ? null : '2031-06-04T12:30:00Z',
  late_minutes,
  expected_at: late_minutes ? '2031-06-04T12:45:00Z' : null,
  ...clock,
});

function slot(
  confirmation: ConfirmationState | null,
  off: CrewMember['time_off'] = null,
  late: number | null = null,
  clock?: Pick<CrewMember, 'clocked_in_at' | 'clocked_out_at'>,
  done = false,
) {
  render(
    <ul>
      <AcceptedSlot member={member(confirmation, off, late, clock)} done={done} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('a crew chip on the dispatch board (confirmations, 7/8)', () => {
  it.each([
    ['confirmed', 'Darnell Garcia, confirmed', ''],
    ['awaiting', 'Darnell Garcia, awaiting confirmation', 'dispatch-slot--awaiting'],
    ['overdue', 'Darnell Garcia, not confirmed', 'dispatch-slot--overdue'],
  ] as const)('%s: says so in words and is marked', (state, text, marker) => {
    const chip = slot(state);
    expect(chip).toHaveTextContent(text);
    if (marker) expect(chip).toHaveClass(marker);
    else expect(chip.className).not.toMatch(/--awaiting|--overdue/);
  });

  it('on the day, on the way: says so (not in the spec)', () => {
    const onTime = slot('confirmed', null, 0);
    expect(onTime).toHaveTextContent('Darnell Garcia · on the way, confirmed');
    expect(onTime.className).not.toMatch(/--awaiting|--overdue/);
  });

  it('on the day, running late: says how late, marked amber (not in the spec)', () => {
    const late = slot(null, null, 15);
    expect(late).toHaveTextContent(/^Darnell Garcia · 15 min late$/);
    expect(late).toHaveClass('dispatch-slot--awaiting');
    expect(late).toHaveAttribute('title', '15 min late');
  });

  it('time clock: late no more once she started work ("at work"), then "done" (not in the spec)', () => {
    const atWork = slot('confirmed', null, 15, {
      clocked_in_at: '2031-06-04T12:50:00Z',
      clocked_out_at: null,
    });
    expect(atWork).toHaveTextContent(/^Darnell Garcia · at work, confirmed$/);
    expect(atWork.className).not.toMatch(/--awaiting|--overdue/);
  });

  it('time clock: "done" once she finished work', () => {
    const done = slot('confirmed', null, 0, {
      clocked_in_at: '2031-06-04T12:50:00Z',
      clocked_out_at: '2031-06-04T18:05:00Z',
    });
    expect(done).toHaveTextContent(/^Darnell Garcia · done, confirmed$/);
  });

  it('a completed job: not "at work" nor late for one who never finished work (QA helper-132)', () => {
    const chip = slot(
      'confirmed',
      null,
      15,
      { clocked_in_at: '2031-06-04T12:50:00Z', clocked_out_at: null },
      true,
    );
    expect(chip).toHaveTextContent(/^Darnell Garcia, confirmed$/);
    cleanup();
    const late = slot('confirmed', null, 15, undefined, true);
    expect(late).toHaveTextContent(/^Darnell Garcia, confirmed$/);
    expect(late.className).not.toMatch(/--awaiting|--overdue/);
  });

  it('says nothing more before anyone is asked', () => {
    const chip = slot('not_due');
    expect(chip).toHaveTextContent(/^Darnell Garcia$/);
  });

  it('a person with time off over the job: red, says "time off", the dates in the tooltip', () => {
    // Her earlier confirmation no longer holds: no tick, not "confirmed" (QA 2026-12-04: a
    // green tick beside "time off").
    const chip = slot('confirmed', { start_date: '2031-06-04', end_date: '2031-06-04' });
    expect(chip).toHaveTextContent(/^Darnell Garcia · time off 06\/04\/2031$/);
    expect(chip).toHaveClass('dispatch-slot--time-off');
    expect(chip).toHaveAttribute('title', 'Time off 06/04/2031');
    expect(chip.querySelector('.dispatch-slot__tick')).toBeNull();
  });

  it('an awaited confirmation and a range of time off: the time off alone marks it', () => {
    // She will not come: her confirmation, awaited or overdue, is no longer the question
    // (the crew page's row says the same, `shownConfirmation`; QA-244).
    const chip = slot('awaiting', { start_date: '2031-06-03', end_date: '2031-06-05' });
    expect(chip).toHaveClass('dispatch-slot--time-off');
    expect(chip).not.toHaveClass('dispatch-slot--awaiting');
    expect(chip).toHaveAttribute('title', 'Time off 06/03/2031 – 06/05/2031');
  });
});
