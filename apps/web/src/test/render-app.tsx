import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { createRouteTable } from '../app/routes/route-table';

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

/** Renders the whole app (its real route table) at `path`. */
export const renderApp = (path: string) => {
  const router = createMemoryRouter(createRouteTable(), { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
};

/** A `fetch` reply with a JSON body. */
export const jsonReply = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
