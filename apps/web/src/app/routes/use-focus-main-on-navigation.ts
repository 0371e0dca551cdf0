import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../layouts/app-layout';

/**
 * After a client-side navigation to another path, moves focus to the main content, so screen
 * readers start at the new screen and Tab continues from its top (not from where a tapped,
 * now removed, control used to be). The first load leaves focus alone.
 */
export const useFocusMainOnNavigation = (): void => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
};
