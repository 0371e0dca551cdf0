import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app';
import { ModalView } from '../../../shared/components/modal/modal-view';
import { scopeControls, topDialog } from './dialog-scope';

function LanguageScreen() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button">Tap to begin</button>
      <ModalView isOpen={isOpen} title="Change language" onClose={() => setIsOpen(false)}>
        <button type="button">Español</button>
      </ModalView>
    </>
  );
}

const names = (elements: readonly Element[]) =>
  elements.map((element) => element.getAttribute('aria-label') ?? element.textContent);

describe('the keypad scope while a dialog closes', () => {
  it('walks the screen behind it, not the closing dialog', () => {
    renderWithProviders(<LanguageScreen />);
    expect(topDialog()).not.toBeNull();
    expect(names(scopeControls({ displayCheck: 'none' }))).toEqual(['Close', 'Español']);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // MUI keeps the dialog for its exit transition, and the screen marked hidden behind it.
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
    expect(screen.getByText('Tap to begin').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(topDialog()).toBeNull();
    expect(names(scopeControls({ displayCheck: 'none' }))).toEqual(['Tap to begin']);
  });
});
