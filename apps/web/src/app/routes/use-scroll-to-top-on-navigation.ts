import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new screen starts at the top: on the first load and after every navigation to another path or
 * query (a workflow step changes only the query), the window scrolls to the top. A change of the hash
 * alone (the skip link) is left to the browser. Positions are not restored on back or reload: the kiosk
 * has no use for it, so the browser is told not to restore them either.
 */
export const useScrollToTopOnNavigation = (): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
};
