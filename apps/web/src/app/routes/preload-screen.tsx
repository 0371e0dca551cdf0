import { useEffect } from 'react';
import type { TLazyScreen } from './lazy-screens';

const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
};

/**
 * Fetches the code of the screen a visitor goes to next once the browser is idle, so that the tap
 * there waits for no download. A failed fetch changes nothing: the screen fetches it again when it shows.
 */
export function PreloadScreen({ screen }: { screen: TLazyScreen }) {
  useEffect(() => whenIdle(() => void screen.preload().catch(() => undefined)), [screen]);
  return null;
}
