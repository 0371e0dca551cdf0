import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { FeatureFlagsRefresh } from './providers/feature-flags-refresh';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppProviders>
      <FeatureFlagsRefresh />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
