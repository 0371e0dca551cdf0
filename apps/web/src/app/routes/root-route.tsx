import { Outlet } from 'react-router';
import { DeviceIdSync } from '../../features/kiosk/session/device-id-sync';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';
import { useScrollToTopOnNavigation } from './use-scroll-to-top-on-navigation';
import { useScreenViews } from './use-screen-views';

export function RootRoute() {
  useFocusMainOnNavigation();
  useScrollToTopOnNavigation();
  useScreenViews();
  return (
    <>
      <DeviceIdSync />
      <Outlet />
    </>
  );
}
