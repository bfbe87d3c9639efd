import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConfirmationState, CrewMember } from '@/platform/api/generated/model';
import { AcceptedSlot } from './accepted-slot';

const member = (confirmation: ConfirmationState | null): CrewMember => ({
  employee_id: 1,
  invitation_id: 2,
  invitation_status: 'accepted',
  first_name: 'Darnell',
  last_name: 'Garcia',
  avatar_url: null,
  phone: null,
  positions: [3],
  price: 2500,
  is_helper: false,
  confirmation,
  confirmed_at: confirmation === 'confirmed' ? '2026-11-24T15:00:00Z' : null,
  time_off: null,
});

function slot(confirmation: ConfirmationState | null) {
  render(
    <ul>
      <AcceptedSlot member={member(confirmation)} />
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

  it('says nothing more before anyone is asked', () => {
    const chip = slot('not_due');
    expect(chip).toHaveTextContent(/^Darnell Garcia$/);
  });
});
