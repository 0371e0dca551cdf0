import { useSearchParams } from 'react-router';
import { DEVICE_ID_KEY, getDeviceId } from './device-id';

/** The device id of the address (trimmed) or, failing that, of the session. */
export const useDeviceId = (): string | null => {
  const [params] = useSearchParams();
  const fromQuery = params.get(DEVICE_ID_KEY)?.trim();
  return fromQuery ? fromQuery : getDeviceId();
};
