import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneText } from './phone-text';

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
