import { Outlet, ScrollRestoration } from 'react-router';
import { DeviceIdSync } from '../../features/session/device-id-sync';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';
import { useScreenViews } from '../../features/analytics/use-screen-views';

export function RootRoute() {
  useFocusMainOnNavigation();
  useScreenViews();
  return (
    <>
      <DeviceIdSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
