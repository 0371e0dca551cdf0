import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_DEVICE_IDS, DEMO_DEVICE_ID } from './db/seed-catalog';
import { freePort, killHard, startServer } from './test/server-process';

/** `npm start` as a person runs it: development (NODE_ENV unset), no passkey given, a fresh data folder. */
describe('the demo start', () => {
  it('prints a kiosk address that pairs itself once, and a staff passkey of its own for each demo device', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-demo-start-'));
    const port = await freePort();
    const server = await startServer(
      { DATA_DIR: dataDir, NODE_ENV: 'development', PUBLIC_URL: `http://127.0.0.1:${port}` },
      port,
      // A first start hashes a passkey for each of the six devices.
      90_000,
    );
    try {
      let output = '';
      for (let i = 0; i < 100 && !/Access code/.test(output); i++) {
        await new Promise((r) => setTimeout(r, 100));
        output = server.output();
      }
      expect(output).toContain('DEMO mode');
      const kioskUrl = new URL(/Kiosk:\s+(\S+)/.exec(output)![1]!);
      expect(kioskUrl.searchParams.get('deviceId')).toBe(DEMO_DEVICE_ID);
      const code = kioskUrl.searchParams.get('pair')!;
      expect(code).toMatch(/^\w{10}$/);
      const pair = () =>
        fetch(`${server.baseUrl}/devices/${DEMO_DEVICE_ID}/kiosk-credential`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code }),
        });
      const paired = await pair();
      expect(paired.status).toBe(201);
      expect(paired.headers.get('set-cookie')).toMatch(/HttpOnly/);
      expect((await pair()).status).toBe(401);

      const passkeys = new Map(
        [...output.matchAll(/^\s+([\w-]+-kiosk-\d{4}): (\S+)$/gm)].map((m) => [m[1]!, m[2]!]),
      );
      expect([...passkeys.keys()]).toEqual([DEMO_DEVICE_ID, ...ACCESSIBILITY_DEVICE_IDS]);
      expect(new Set(passkeys.values()).size).toBe(passkeys.size);
      const signIn = (deviceId: string, passkey: string) =>
        fetch(`${server.baseUrl}/devices/${deviceId}/staff/session`, {
          method: 'POST',
          headers: { authorization: `Bearer ${passkey}` },
        });
      const a11y = ACCESSIBILITY_DEVICE_IDS[1]!;
      expect((await signIn(a11y, passkeys.get(a11y)!)).status).toBe(200);
      expect((await signIn(DEMO_DEVICE_ID, passkeys.get(a11y)!)).status).toBe(401);
      expect((await signIn(DEMO_DEVICE_ID, passkeys.get(DEMO_DEVICE_ID)!)).status).toBe(200);
    } finally {
      await killHard(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
