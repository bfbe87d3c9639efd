import { render, screen } from '@testing-library/react';
import { Rating } from './rating';

describe('Rating', () => {
  it('shows 5 stars by default, filled up to the value, and says the number', () => {
    const { container } = render(<Rating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll('[data-fill]')].map((s) =>
      Number(s.getAttribute('data-fill')),
    );
    expect(fills).toEqual([1, 1, 1, 0.5, 0]);
  });

  it('takes another length and keeps the value within it', () => {
    const { container } = render(<Rating value={9} length={3} />);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 3' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-fill="1"]')).toHaveLength(3);
  });
});
