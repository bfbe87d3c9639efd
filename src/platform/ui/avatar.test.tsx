import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture, and the initials instead when it does not load (2/8)', () => {
    const { container, rerender } = render(
      <Avatar src="data:image/png;base64,broken" name="Lone Star Movers" />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'data:image/png;base64,broken');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('LS')).toBeInTheDocument();
    // A new picture is tried again.
    rerender(<Avatar src="https://example.test/a.png" name="Lone Star Movers" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/a.png');
  });

  it('has its initials beside its picture, for a printout (print.css shows them in its place)', () => {
    const { container } = render(<Avatar src="https://example.test/a.png" name="Maria Lopez" />);
    expect(container.querySelector('img')).toHaveClass('app-avatar--picture');
    const letters = container.querySelector<HTMLElement>('.app-avatar--print')!;
    expect(letters).toHaveClass('app-avatar--initials');
    // Drawn by print.css from the attribute: no text of the page (a menu entry's text is its
    // own; the phone menu's branches read "LSLone Star Movers Dallas" when it was text).
    expect(letters).toHaveAttribute('data-initials', 'ML');
    expect(letters).toHaveTextContent('');
    expect(container).toHaveTextContent('');
    expect(letters).toHaveAttribute('aria-hidden', 'true');
    // Its display is the stylesheets' (none on the screen), not an inline style's.
    expect(letters.style.display).toBe('');
  });

  it('shows the initials when there is no picture', () => {
    render(<Avatar src={null} name="maria lopez" />);
    expect(screen.getByText('ML')).toBeInTheDocument();
  });
});
