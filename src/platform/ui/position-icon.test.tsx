import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PositionIcon, PositionsText } from './position-icon';

describe('PositionIcon (spec section 3: the icon of the first position)', () => {
  it.each([
    [[1], '1', 'Driver'],
    [[2, 1], '2', 'Foreman, Driver'],
    [[3], '3', 'Helper'],
  ])('positions %j show icon %s labelled %s', (positions, icon, label) => {
    render(<PositionIcon positions={positions} />);
    const img = screen.getByRole('img', { name: label });
    expect(img).toHaveAttribute('data-position', icon);
  });

  it('Foreman/Driver (4) first shows its label, and no positions show nothing', () => {
    const { container, rerender } = render(<PositionIcon positions={[4, 3]} />);
    expect(screen.getByText('Foreman/Driver')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<PositionIcon positions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PositionsText', () => {
  it('shows the first position’s icon before every label', () => {
    const { container } = render(<PositionsText positions={[1, 3]} />);
    expect(container).toHaveTextContent('Driver, Helper');
    expect(container.querySelector('svg')).toHaveAttribute('data-position', '1');
  });

  it('Foreman/Driver (4) first: the labels only, not the label twice', () => {
    const { container } = render(<PositionsText positions={[4, 3]} />);
    expect(container).toHaveTextContent(/^Foreman\/Driver, Helper$/);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('says when there is no position', () => {
    render(<PositionsText positions={[]} />);
    expect(screen.getByText('No position')).toBeInTheDocument();
  });
});
