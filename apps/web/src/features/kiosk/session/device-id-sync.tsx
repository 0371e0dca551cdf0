import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureDeviceId } from '../../../shared/lib/device-id';

/** Keeps a `?deviceId=` of any address in session storage. */
export function DeviceIdSync() {
  const { search } = useLocation();
  useEffect(() => {
    captureDeviceId(search);
  }, [search]);
  return null;
}
