import { Outlet, ScrollRestoration } from 'react-router';
import { DeviceIdSync } from '../../features/session/device-id-sync';

export function RootRoute() {
  return (
    <>
      <DeviceIdSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
