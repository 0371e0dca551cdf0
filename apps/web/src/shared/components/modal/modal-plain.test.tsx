import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app';

// A server out of reach since start: the modal's full form cannot load.
const loadModalWithoutItsView = async () => {
  vi.resetModules();
  vi.doMock('./modal-view', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  return import('./modal');
};

describe('Modal before its full form has loaded', () => {
  afterEach(() => {
    vi.doUnmock('./modal-view');
    vi.resetModules();
  });

  it('still shows the title, content and buttons as a focused modal dialog', async () => {
    const { Modal, preloadModal } = await loadModalWithoutItsView();
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <Modal isOpen title="Emergency" onClose={onClose} confirmLabel="Dispense" onConfirm={onConfirm}>
        Steps to use naloxone
      </Modal>,
    );
    await preloadModal();
    const dialog = await screen.findByRole('dialog', { name: 'Emergency' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('.MuiDialog-root')).toBeNull(); // the plain panel, not MUI's dialog
    expect(dialog.textContent).toContain('Steps to use naloxone');
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Dispense' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while closed', async () => {
    const { Modal } = await loadModalWithoutItsView();
    renderWithProviders(<Modal isOpen={false} title="Emergency" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
