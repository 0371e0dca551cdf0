import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { createRouteTable } from './routes/route-table';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRouteTable()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
