import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { helperName } from '@/platform/format';
import { UiProviders } from '@/platform/ui';
import { PersonLine } from './person-line';

const maria = {
  first_name: 'Maria',
  last_name: 'Lopez',
  avatar_url: null,
  positions: [3 as const],
};

describe('PersonLine (the one line for a person in a list)', () => {
  it('shows the name, positions, hourly rate, rating, phone and what the list adds', () => {
    render(
      <PersonLine
        person={{ ...maria, rating: { average: 4.5, count: 12 }, phone: '5125550142' }}
        rate={3550}
        extra={<span>Austin branch</span>}
      />,
      { wrapper: UiProviders },
    );
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText('$35.50/h')).toBeInTheDocument();
    expect(screen.getByText(/4\.5/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /512/ })).toHaveAttribute('href', 'tel:+15125550142');
    expect(screen.getByText('Austin branch')).toBeInTheDocument();
  });

  it("names the rate when it is not the branch's price (a helper's own asking rate)", () => {
    render(<PersonLine person={maria} rate={3250} rateLabel="Asks" />, { wrapper: UiProviders });
    expect(screen.getByText('Asks $32.50/h')).toBeInTheDocument();
  });

  it('says "No rate set" for a rate of 0 (none set), not "Asks $0.00/h" (QA helper-132 LOW 4)', () => {
    render(<PersonLine person={maria} rate={0} rateLabel="Asks" />, { wrapper: UiProviders });
    expect(screen.getByText('No rate set')).toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00|Asks/)).not.toBeInTheDocument();
  });

  it('leaves out what the person has not (no rating, no phone) and takes a stand-in name', () => {
    const blank = { ...maria, first_name: '', last_name: ' ' };
    render(<PersonLine person={blank} rate={4000} name={helperName(blank, 12)} />, {
      wrapper: UiProviders,
    });
    expect(screen.getByText('Helper 12')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });
});
