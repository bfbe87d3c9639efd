import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressLink } from './address-link';

describe('AddressLink', () => {
  it('opens the whole address in a maps app, in a new tab, and says so in its name (QA 134)', () => {
    render(
      <AddressLink
        address={{
          street: '2400 E Cesar Chavez St',
          unit: 'Apt 4',
          city: 'Austin',
          state: 'TX',
          zip: '78702',
        }}
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Open 2400 E Cesar Chavez St, Apt 4, Austin, TX 78702 in Maps',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=2400%20E%20Cesar%20Chavez%20St%2C%20Apt%204%2C%20Austin%2C%20TX%2078702',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('2400 E Cesar Chavez St, Apt 4, Austin, TX 78702');
  });

  it('encodes what would end or split the query (#, &)', () => {
    render(
      <AddressLink address={{ street: '12 Oak St #5 & Rear', city: 'Austin', state: 'TX' }} />,
    );
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Oak%20St%20%235%20%26%20Rear%2C%20Austin%2C%20TX',
    );
  });

  it('shows its fallback, not a link, without an address', () => {
    render(<AddressLink address={null} fallback="Not given" />);
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
