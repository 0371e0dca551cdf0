import { KIOSK_API, PAIRING_CODE_PARAM, fillPath } from '@kiosk/contract/values';
import { DEVICE_ID_KEY } from './device-id';

/**
 * A kiosk address with `?pair=<one-time code>` pairs this browser with its device: the code leaves the
 * address bar at once (history.replaceState), then goes to the server, which answers with the device
 * credential in an HttpOnly cookie that page scripts never see. Resolves when done, paired or not.
 */
export async function pairFromAddress(location: Location, history: History): Promise<void> {
  const params = new URLSearchParams(location.search);
  const code = params.get(PAIRING_CODE_PARAM)?.trim();
  const deviceId = params.get(DEVICE_ID_KEY)?.trim();
  if (!code) return;
  params.delete(PAIRING_CODE_PARAM);
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
  if (!deviceId) return;
  try {
    const response = await fetch(fillPath(KIOSK_API.pair, { deviceId }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
    });
    if (!response.ok) console.error(`Pairing this kiosk failed (HTTP ${response.status}).`);
  } catch (error) {
    console.error('Pairing this kiosk failed.', error);
  }
}
