import { useMemo, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { RouteHandleProvider, routeHandleOf } from './route-handle';
import { createRouteTable } from './route-table';
import type { TScreenRoute } from './screen-route';

/**
 * The route table, rendered inside a BrowserRouter (a MemoryRouter in tests). The matched route's
 * handle goes down in a context to the layout (page title, footer) and the screen-view analytics.
 * The console's routes join the table when the first console page has loaded them.
 */
export function AppRoutes() {
  const [consoleRoutes, setConsoleRoutes] = useState<TScreenRoute[]>();
  const routes = useMemo(() => createRouteTable(consoleRoutes, setConsoleRoutes), [consoleRoutes]);
  const { pathname } = useLocation();
  const handle = useMemo(() => routeHandleOf(routes, pathname), [routes, pathname]);
  const element = useRoutes(routes);
  return <RouteHandleProvider value={handle}>{element}</RouteHandleProvider>;
}
