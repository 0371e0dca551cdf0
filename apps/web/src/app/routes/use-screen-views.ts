import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteHandle } from './route-handle';
import { track } from '../../shared/lib/analytics/analytics';

/** One `screen_view` per navigation, named by the route's screen key (never the path: it holds ids). */
export function useScreenViews(): void {
  const { pathname } = useLocation();
  const screen = useRouteHandle()?.screen;
  useEffect(() => {
    if (screen) track('screen_view', { screen });
  }, [pathname, screen]);
}
