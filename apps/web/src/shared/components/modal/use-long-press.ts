import { useCallback, useEffect, useRef } from 'react';
import { TITLE_ICON_LONG_PRESS_MS } from './modal-constants';

export type TLongPressHandlers = {
  onPointerDown: () => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
};

/**
 * Calls `onLongPress` once a press has been held for `delayMs` (default 5000 ms, docs/product.md §2); letting
 * go, leaving or cancelling the pointer earlier calls nothing.
 */
export const useLongPress = (
  onLongPress: (() => void) | undefined,
  delayMs: number = TITLE_ICON_LONG_PRESS_MS,
): TLongPressHandlers => {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => clear, [clear]);

  const start = useCallback(() => {
    clear();
    if (!callback.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      callback.current?.();
    }, delayMs);
  }, [clear, delayMs]);

  return { onPointerDown: start, onPointerUp: clear, onPointerLeave: clear, onPointerCancel: clear };
};
