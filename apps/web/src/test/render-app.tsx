import { useLayoutEffect, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { AppRoutes } from '../app/routes/app-routes';

/** The app's own query client (its retry policy), for tests of what the visitor sees over time. */
export { createQueryClient as createAppQueryClient } from '../app/providers/query-client';

/** A query client for tests: the app's defaults, but no retries so errors show at once. */
export const createTestQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: 0 } },
  });

/** Renders a component inside the app's providers and a memory router at `path`. */
export const renderWithProviders = (ui: ReactElement, path = '/'): RenderResult =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );

type TTestRouterState = { readonly location: Location };

/** A test's hold on the memory router: where it is now, and a way to go elsewhere. */
export type TTestRouter = {
  /** `state.location` is the location the app shows now. */
  state: TTestRouterState;
  /** Navigates as the app would, and lets React render the result. */
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
  /** Calls `listener` with each location the app shows from now on; returns the unsubscribe. */
  subscribe: (listener: (state: TTestRouterState) => void) => () => void;
};

type TRouterHold = {
  location?: Location;
  navigate?: NavigateFunction;
  listeners: Set<(state: TTestRouterState) => void>;
};

/** Records what the router shows now (a new location is told to the listeners). */
const recordInto = (hold: TRouterHold) => (location: Location, navigate: NavigateFunction) => {
  hold.navigate = navigate;
  if (hold.location === location) return;
  hold.location = location;
  for (const listener of hold.listeners) listener({ location });
};

/** Inside the router: keeps the hold up to date with each rendered location. */
function RouterHold({ record }: { record: ReturnType<typeof recordInto> }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => record(location, navigate), [record, location, navigate]);
  return null;
}

const testRouterOf = (hold: TRouterHold): TTestRouter => ({
  state: {
    get location() {
      if (!hold.location) throw new Error('the router has not rendered yet');
      return hold.location;
    },
  },
  navigate: async (to, options) => {
    const { navigate } = hold;
    if (!navigate) throw new Error('the router has not rendered yet');
    await act(async () => {
      await navigate(to, options);
    });
  },
  subscribe: (listener) => {
    hold.listeners.add(listener);
    return () => {
      hold.listeners.delete(listener);
    };
  },
});

/**
 * Renders `ui` inside the app's providers and a memory router at `path`, with a hold on the router
 * (its location, and navigate).
 */
export const renderWithRouter = (
  ui: ReactElement,
  path = '/',
  queryClient: QueryClient = createTestQueryClient(),
) => {
  const hold: TRouterHold = { listeners: new Set() };
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterHold record={recordInto(hold)} />
        {ui}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router: testRouterOf(hold) };
};

/**
 * Renders the whole app (its real route table) at `path`; pass the app's own query client
 * (createAppQueryClient) to test its retry policy.
 */
export const renderApp = (path: string, queryClient?: QueryClient) =>
  renderWithRouter(<AppRoutes />, path, queryClient);

/** A `fetch` reply with a JSON body. */
export const jsonReply = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
