import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app';
import { Modal } from './modal';
import { TITLE_ICON_LONG_PRESS_MS } from './modal-constants';
import { MODAL_TITLE_ICONS } from './modal-title-icon';

const noop = () => undefined;

/** MUI's backdrop: the dimmed page around the dialog, what a stray touch lands on. */
const backdropOf = (dialog: HTMLElement): HTMLElement => {
  const backdrop = dialog.closest('.MuiDialog-root')?.querySelector<HTMLElement>('.MuiBackdrop-root');
  if (!backdrop) throw new Error('no backdrop beside the dialog');
  return backdrop;
};

describe('Modal (docs/product.md §2)', () => {
  it('is a labelled modal dialog with content, close, cancel and confirm', () => {
    const onClose = vi.fn();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <Modal
        isOpen
        title="Change language"
        titleIcon="language"
        onClose={onClose}
        cancelLabel="No"
        onCancel={onCancel}
        confirmLabel="Yes"
        onConfirm={onConfirm}
      >
        Body text
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change language' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Body text');
    expect(screen.getByRole('heading', { level: 2, name: 'Change language' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderWithProviders(<Modal isOpen title="T" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape and a backdrop tap without onClose: the visitor must choose', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <Modal
        isOpen
        title="Not eligible"
        cancelLabel="Cancel order"
        onCancel={onCancel}
        confirmLabel="Pay"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Not eligible' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(backdropOf(dialog));
    expect(screen.getByRole('dialog', { name: 'Not eligible' })).toBe(dialog);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does not close on a backdrop tap, even with onClose (a stray touch must not lose a step)', () => {
    const onClose = vi.fn();
    renderWithProviders(<Modal isOpen title="T" onClose={onClose} />);
    fireEvent.click(backdropOf(screen.getByRole('dialog')));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has no close button without onClose', () => {
    renderWithProviders(<Modal isOpen title="T" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<Modal isOpen={false} title="T" onClose={noop} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables the confirm button when asked', () => {
    renderWithProviders(<Modal isOpen title="T" confirmLabel="OK" onConfirm={noop} isConfirmDisabled />);
    expect(screen.getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves focus into the dialog', () => {
    renderWithProviders(<Modal isOpen title="T" onClose={noop} confirmLabel="OK" onConfirm={noop} />);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it.each(MODAL_TITLE_ICONS)('shows the %s title icon', (icon) => {
    renderWithProviders(<Modal isOpen title="T" titleIcon={icon} />);
    expect(screen.getByTestId('modal-title-icon').querySelector('svg')).toBeTruthy();
  });

  describe('title icon long press', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits 5000 ms', () => {
      expect(TITLE_ICON_LONG_PRESS_MS).toBe(5000);
    });

    it('does not fire at 4999 ms and fires at 5000 ms', () => {
      const onLongPress = vi.fn();
      renderWithProviders(<Modal isOpen title="T" titleIcon="key" onTitleIconLongPress={onLongPress} />);
      fireEvent.pointerDown(screen.getByTestId('modal-title-icon'));
      act(() => vi.advanceTimersByTime(4999));
      expect(onLongPress).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onLongPress).toHaveBeenCalledTimes(1);
    });

    it('does not fire when released early', () => {
      const onLongPress = vi.fn();
      renderWithProviders(<Modal isOpen title="T" titleIcon="key" onTitleIconLongPress={onLongPress} />);
      const icon = screen.getByTestId('modal-title-icon');
      fireEvent.pointerDown(icon);
      act(() => vi.advanceTimersByTime(4999));
      fireEvent.pointerUp(icon);
      act(() => vi.advanceTimersByTime(10_000));
      expect(onLongPress).not.toHaveBeenCalled();
    });

    it('does not fire when the pointer leaves the icon', () => {
      const onLongPress = vi.fn();
      renderWithProviders(<Modal isOpen title="T" titleIcon="key" onTitleIconLongPress={onLongPress} />);
      const icon = screen.getByTestId('modal-title-icon');
      fireEvent.pointerDown(icon);
      fireEvent.pointerLeave(icon);
      act(() => vi.advanceTimersByTime(5000));
      expect(onLongPress).not.toHaveBeenCalled();
    });
  });
});
