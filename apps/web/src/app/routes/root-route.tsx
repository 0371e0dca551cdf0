import { Outlet, ScrollRestoration } from 'react-router';
import { DeviceIdSync } from '../../features/session/device-id-sync';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

export function RootRoute() {
  useFocusMainOnNavigation();
  return (
    <>
      <DeviceIdSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
