import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { FeatureFlagsRefresh } from './providers/feature-flags-refresh';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppProviders>
      <FeatureFlagsRefresh />
      {/*
        Navigations render at once, not as transitions: a transition yields to the browser while it
        renders, and on a kiosk PC the tap's ripple frames then hold the next screen back (docs/performance.md).
      */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
