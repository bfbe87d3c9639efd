import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '@/platform/ui';
import { ReviewList, type ReviewLine } from './review-list';

const review = (id: number, overrides: Partial<ReviewLine> = {}): ReviewLine => ({
  id,
  name: `Reviewer ${id}`,
  avatarUrl: null,
  about: `Order #${1000 + id} · Austin`,
  rating: 4,
  text: null,
  createdAt: '2026-11-20T15:00:00Z',
  ...overrides,
});

describe('ReviewList (the one list of reviews)', () => {
  it('says there are none yet, and why', () => {
    render(<ReviewList reviews={[]} total={0} emptyText="Helpers can rate you later." />, {
      wrapper: UiProviders,
    });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('Helpers can rate you later.')).toBeInTheDocument();
  });

  it('shows each review with its author, what it rates, its date and its words as text', () => {
    const words = '<b>Great</b> crew\nOn time';
    render(
      <ReviewList reviews={[review(1, { text: words }), review(2)]} total={2} emptyText="" />,
      {
        wrapper: UiProviders,
      },
    );
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Reviewer 1 — Order #1001 · Austin');
    // The day it was written, with the zone it is read in (the tests run in UTC): unlabelled,
    // it moved with the browser's zone (QA helper-159 F7).
    expect(within(items[0]!).getByText('11/20/2026 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-20T15:00:00Z',
    );
    expect(within(items[0]!).getByText(/<b>Great<\/b> crew/).textContent).toBe(words);
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(screen.queryByText(/The newest/)).not.toBeInTheDocument();
  });

  it('says when the list holds only the newest of more ratings', () => {
    render(<ReviewList reviews={[review(1), review(2)]} total={7} emptyText="" />, {
      wrapper: UiProviders,
    });
    expect(screen.getByText('The newest 2 of 7 ratings.')).toBeInTheDocument();
  });
});
