import { describe, expect, it } from 'vitest';
import { keypadActionOf } from './keypad-keys';

describe('kiosk keypad keys', () => {
  it('moves across in the reading direction: Right is next left to right, Left is next right to left', () => {
    expect(keypadActionOf('ArrowRight', false)).toBe('next');
    expect(keypadActionOf('ArrowLeft', false)).toBe('previous');
    expect(keypadActionOf('ArrowLeft', true)).toBe('next');
    expect(keypadActionOf('ArrowRight', true)).toBe('previous');
    expect(keypadActionOf('ArrowDown', true)).toBe('next');
    expect(keypadActionOf('ArrowUp', false)).toBe('previous');
  });

  it('maps select, back, help, volume, emergency and the headphone jack', () => {
    expect(keypadActionOf('Enter', false)).toBe('select');
    expect(keypadActionOf('Escape', false)).toBe('back');
    expect(keypadActionOf('Backspace', false)).toBe('back');
    expect(keypadActionOf('F1', false)).toBe('help');
    expect(keypadActionOf('F2', false)).toBe('volumeDown');
    expect(keypadActionOf('AudioVolumeUp', false)).toBe('volumeUp');
    expect(keypadActionOf('F4', false)).toBe('emergency');
    expect(keypadActionOf('F7', false)).toBe('headphones');
    expect(keypadActionOf('a', false)).toBeUndefined();
  });
});
