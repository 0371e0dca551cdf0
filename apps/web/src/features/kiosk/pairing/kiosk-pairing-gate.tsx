import { Suspense, lazy, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { kioskPairingQueries } from '../../../shared/api/kiosk-pairing-api';
import { useDeviceId } from '../../../shared/lib/use-device-id';

/** Shown only after the server has answered (so it can be fetched): not part of the first screen. */
const UnpairedKioskScreen = lazy(() =>
  import('./unpaired-kiosk-screen').then((m) => ({ default: m.UnpairedKioskScreen })),
);

/**
 * Kiosk screens only on a paired kiosk browser (docs/security.md): when the server says this browser
 * holds no live credential of the device, the unpaired-kiosk screen instead of screens whose calls it
 * would refuse. Until the answer comes (or when it cannot come), the kiosk screens as usual.
 */
export function KioskPairingGate({
  children,
  frame,
}: {
  children: ReactNode;
  /** The layout the unpaired screen is shown in. */
  frame: (screen: ReactNode) => ReactNode;
}) {
  const deviceId = useDeviceId();
  const pairing = useQuery(kioskPairingQueries.state(deviceId));
  if (deviceId && pairing.data?.isPaired === false)
    return frame(
      <Suspense fallback={null}>
        <UnpairedKioskScreen deviceId={deviceId} />
      </Suspense>,
    );
  return <>{children}</>;
}
