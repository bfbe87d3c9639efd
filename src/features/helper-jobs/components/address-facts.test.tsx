import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelperOrderSummary } from '@/platform/api/generated/model';
import { AddressFacts } from './job-facts';

const maps = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

describe('the addresses of a job on Order details (QA 134, finding 6)', () => {
  it('are links that open each stop in a maps app, named by the whole address', () => {
    const order = {
      help_type: 3,
      pick_up_addresses: [
        { street: '100 Congress Ave', unit: 'Ste 200', city: 'Austin', state: 'TX', zip: '78701' },
        { street: '5 Elm St', city: 'Austin', state: 'TX', zip: '78702' },
      ],
      destination_addresses: [
        { street: '9 Main St', city: 'Round Rock', state: 'TX', zip: '78664' },
      ],
    } as unknown as HelperOrderSummary;
    render(
      <dl>
        <AddressFacts order={order} />
      </dl>,
    );
    const [pickUp, destination] = screen.getAllByRole('definition');
    const stops = within(pickUp!).getAllByRole('link');
    expect(stops.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open 100 Congress Ave, Ste 200, Austin, TX 78701 in Maps',
      'Open 5 Elm St, Austin, TX 78702 in Maps',
    ]);
    expect(stops[0]).toHaveAttribute('href', maps('100 Congress Ave, Ste 200, Austin, TX 78701'));
    const link = within(destination!).getByRole('link', {
      name: 'Open 9 Main St, Round Rock, TX 78664 in Maps',
    });
    expect(link).toHaveAttribute('href', maps('9 Main St, Round Rock, TX 78664'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'Not given', not a link, for a job without one", () => {
    const order = {
      help_type: 3,
      pick_up_addresses: [],
      destination_addresses: [],
    } as unknown as HelperOrderSummary;
    render(
      <dl>
        <AddressFacts order={order} />
      </dl>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByText('Not given')).toHaveLength(2);
  });
});
