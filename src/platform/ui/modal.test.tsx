import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_WIDTHS, drawerWidth, formatBadge, loginIconSize } from './constants';
import { ConfirmDialog, Modal } from './modal';

describe('modal (spec section 9)', () => {
  it('has the spec widths', () => {
    expect(MODAL_WIDTHS).toEqual({
      'x-small': 431,
      small: 580,
      average: 684,
      normal: 871,
      medium: 940,
      large: 1115,
      'large-wide': 1280,
    });
  });

  it('is persistent (outside clicks) and has a Cancel button by default', async () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen title="Edit branch" size="average" onClose={onClose}>
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveStyle({ width: '684px' });
    // Persistent: a click on the backdrop does not close it either.
    const backdrop = document.querySelector('.bp6-overlay-backdrop');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape, as Cancel does (keyboard users)', async () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen title="Edit branch" onClose={onClose}>
        body
      </Modal>,
    );
    // Focus is inside the dialog (Blueprint puts it there in a browser; e2e/keyboard.spec.ts
    // checks that); Escape is heard from there.
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('confirms a destructive action naming the thing', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Delete branch"
        thing="Austin"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Austin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('layout constants (spec section 9)', () => {
  it('badge shows 99+ from 100', () => {
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
  it('drawer is 300 wide under 410px, else 375; login icon 33 under 600px, else 40', () => {
    expect(drawerWidth(390)).toBe(300);
    expect(drawerWidth(410)).toBe(375);
    expect(loginIconSize(599)).toBe(33);
    expect(loginIconSize(600)).toBe(40);
  });
});
