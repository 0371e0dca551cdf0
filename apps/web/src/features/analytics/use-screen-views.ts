import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../../app/routes/route-handle';
import { track } from '../../lib/analytics/analytics';

/** One `screen_view` per navigation, named by the route's screen key (never the path: it holds ids). */
export function useScreenViews(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const screen = [...matches]
    .reverse()
    .map((m) => m.handle)
    .find(isRouteHandle)?.screen;
  useEffect(() => {
    if (screen) track('screen_view', { screen });
  }, [pathname, screen]);
}
