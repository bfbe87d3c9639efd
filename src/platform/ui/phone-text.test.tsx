import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink, PhoneText } from './phone-text';

describe('PhoneText', () => {
  it('shows the spec format, isolated from a right-to-left name beside it (2/8)', () => {
    render(
      <p dir="auto">
        سارة أحمد · <PhoneText value="5125550100" />
      </p>,
    );
    const phone = screen.getByText('(512) 555-0100');
    // A <bdi> with its own left-to-right direction keeps '(512) 555-0100' in that order.
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveClass('app-isolate');
  });

  it('shows nothing without a phone', () => {
    const { container } = render(<PhoneText value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PhoneLink', () => {
  it('calls a US number when tapped: tel:+1 and its ten digits, shown in the spec format', () => {
    render(<PhoneLink value="15125550100" />);
    const link = screen.getByRole('link', { name: '(512) 555-0100' });
    expect(link).toHaveAttribute('href', 'tel:+15125550100');
  });

  it('shows any other number as given, not linked; nothing without a phone', () => {
    render(<PhoneLink value="+44 20 7946 0958" />);
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    const { container } = render(<PhoneLink value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
