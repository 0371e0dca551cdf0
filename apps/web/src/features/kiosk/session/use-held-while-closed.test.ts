import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useHeldWhileClosed } from './use-held-while-closed';

describe('useHeldWhileClosed', () => {
  it('follows the value while open and keeps the last one once closed', () => {
    const { result, rerender } = renderHook(({ value, isOpen }) => useHeldWhileClosed(value, isOpen), {
      initialProps: { value: 30, isOpen: true },
    });
    expect(result.current).toBe(30);
    rerender({ value: 29, isOpen: true });
    expect(result.current).toBe(29);
    rerender({ value: 90, isOpen: false });
    expect(result.current).toBe(29);
    rerender({ value: 30, isOpen: true });
    expect(result.current).toBe(30);
  });
});
