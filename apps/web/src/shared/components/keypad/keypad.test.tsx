import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app';
import { KEYPAD_KEY_MIN_PX, Keypad } from './keypad';

describe('keypad', () => {
  it('has the digits 0-9, a backspace key and a clear key', () => {
    const onKey = vi.fn();
    const onBackspace = vi.fn();
    const onClear = vi.fn();
    renderWithProviders(
      <Keypad label="Date of birth keypad" onKey={onKey} onBackspace={onBackspace} onClear={onClear} />,
    );
    const group = screen.getByRole('group', { name: 'Date of birth keypad' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Clear', '0', 'Backspace']);
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Backspace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onKey).toHaveBeenCalledWith('7');
    expect(onBackspace).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('has letters, digits and a hyphen in the alphanumeric layout', () => {
    renderWithProviders(
      <Keypad layout="alphanumeric" label="Keys" onKey={vi.fn()} onBackspace={vi.fn()} onClear={vi.fn()} />,
    );
    for (const key of ['0', '9', 'Q', 'M', 'Z', '-', 'Clear', 'Backspace']) {
      expect(screen.getByRole('button', { name: key })).toBeTruthy();
    }
    expect(screen.getAllByRole('button')).toHaveLength(36 + 1 + 2);
  });

  it('makes every key a touch target of at least 44 px', () => {
    expect(KEYPAD_KEY_MIN_PX).toBeGreaterThanOrEqual(44);
    renderWithProviders(<Keypad label="Keys" onKey={vi.fn()} onBackspace={vi.fn()} onClear={vi.fn()} />);
    for (const button of screen.getAllByRole('button')) {
      expect(getComputedStyle(button).minHeight).toBe(`${KEYPAD_KEY_MIN_PX}px`);
      expect(getComputedStyle(button).minWidth).toBe(`${KEYPAD_KEY_MIN_PX}px`);
    }
  });

  it('can be disabled', () => {
    renderWithProviders(
      <Keypad label="Keys" isDisabled onKey={vi.fn()} onBackspace={vi.fn()} onClear={vi.fn()} />,
    );
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('takes the hardware keys: digits type, Backspace erases (and is left for back when nothing is entered)', () => {
    const onKey = vi.fn();
    const onBackspace = vi.fn();
    const { rerender } = renderWithProviders(
      <Keypad label="Keys" onKey={onKey} onBackspace={onBackspace} onClear={vi.fn()} isEntryEmpty={false} />,
    );
    fireEvent.keyDown(document.body, { key: '4' });
    fireEvent.keyDown(document.body, { key: '0' });
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(onKey.mock.calls).toEqual([['4'], ['0']]);
    const erase = fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(onBackspace).toHaveBeenCalledTimes(1);
    expect(erase).toBe(false);
    rerender(<Keypad label="Keys" onKey={onKey} onBackspace={onBackspace} onClear={vi.fn()} isEntryEmpty />);
    expect(fireEvent.keyDown(document.body, { key: 'Backspace' })).toBe(true);
    expect(onBackspace).toHaveBeenCalledTimes(1);
  });

  it('leaves typed keys to a text entry, and to a dialog over it', () => {
    const onKey = vi.fn();
    renderWithProviders(
      <>
        <input aria-label="Entry" />
        <Keypad layout="alphanumeric" label="Keys" onKey={onKey} onBackspace={vi.fn()} onClear={vi.fn()} />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Entry' }), { key: '5' });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    fireEvent.keyDown(dialog, { key: '5' });
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'q' });
    expect(onKey.mock.calls).toEqual([['Q']]);
  });
});
