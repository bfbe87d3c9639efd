import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './pagination';

function Harness({
  total,
  initial = 1,
  onChange,
}: {
  total: number;
  initial?: number;
  onChange?: (p: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      total={total}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        onChange?.(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('is a labelled navigation marking the current page', () => {
    render(<Harness total={23} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(4);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness total={12} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('jumps to a clicked page and slides the window of numbers', async () => {
    const user = userEvent.setup();
    render(<Harness total={50} />);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    const numbers = screen.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent);
    expect(numbers).toEqual(['3', '4', '5', '6']);
  });

  it('does not report a click on the current page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness total={50} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
