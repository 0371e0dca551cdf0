import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Every kiosk the e2e server seeds (each journey keeps to its own). */
export const SEEDED_KIOSKS = [
  'demo-kiosk-0001',
  'a11y-kiosk-0001',
  'a11y-kiosk-0002',
  'a11y-kiosk-0003',
  'a11y-kiosk-0004',
  'a11y-kiosk-0005',
] as const;

const staffPasskey = (): string => process.env.E2E_STAFF_PASSKEY ?? 'e2e-staff-passkey';

/** Staff make a one-time pairing code for the kiosk (`POST …/kiosk-pairings` with the passkey). */
export async function pairingCodeFor(request: APIRequestContext, deviceId: string): Promise<string> {
  const reply = await request.post(`/devices/${encodeURIComponent(deviceId)}/kiosk-pairings`, {
    headers: { authorization: `Bearer ${staffPasskey()}` },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: { code: string } }).data.code;
}

/**
 * Pairs a browser context with every seeded kiosk as a kiosk does: the one-time code goes to
 * `POST …/kiosk-credential`, and the device credential comes back in an HttpOnly cookie of the context.
 */
export async function pairKiosks(request: APIRequestContext): Promise<void> {
  for (const deviceId of SEEDED_KIOSKS) {
    const code = await pairingCodeFor(request, deviceId);
    const reply = await request.post(`/devices/${encodeURIComponent(deviceId)}/kiosk-credential`, {
      data: { code },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  }
}
