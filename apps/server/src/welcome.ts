import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { SeedResult } from './db/seed';
import { pairingUrl } from './modules/kiosks/kiosk-pairing.service';
import { DEMO_DEVICE_ID } from './db/seed-catalog';
import { DEMO_OPERATOR_NAME } from './db/seed-console';

/** What a person starting the product needs: where the kiosk, phone and staff pages are. */
/**
 * kioskPairingCode: in demo mode, a one-time code that the printed kiosk address carries, so that opening
 * it pairs the browser as the demo kiosk (the page then drops the code from the address bar).
 */
export function printWelcome(
  config: Config,
  app: FastifyInstance,
  seed: SeedResult | null,
  kioskPairingCode: string | null,
): void {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicUrl.includes(`:${config.port}`)
    ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
    : config.publicUrl;
  const kiosk = kioskPairingCode
    ? `${pairingUrl(base, DEMO_DEVICE_ID, kioskPairingCode)}   (pairs this browser; one use, 30 minutes)`
    : `${base}/?deviceId=${DEMO_DEVICE_ID}   (pair it first: npm run staff:pair -- --device ${DEMO_DEVICE_ID})`;
  const lines = [
    '',
    config.env === 'production'
      ? 'Health kiosk is running.'
      : 'Health kiosk is running in DEMO mode: sandbox payments, the SMS outbox and the simulated dispenser.',
    `  Kiosk:  ${kiosk}`,
    `  Phone:  ${base}/devices/${DEMO_DEVICE_ID}/reserve-products`,
    `  Staff:  ${base}/stock-management/auth?deviceId=${DEMO_DEVICE_ID}`,
    `  Console: ${base}/operator/sign-in (operator ${DEMO_OPERATOR_NAME})`,
    `  API:    ${base}/docs`,
  ];
  const secrets: string[] = [];
  if (seed?.generatedOperatorPassword) {
    secrets.push(
      `  Password of ${DEMO_OPERATOR_NAME} (shown once, keep it): ${seed.generatedOperatorPassword}`,
    );
  }
  if (seed?.generatedPasskeys.length) {
    secrets.push('  Staff passkeys, one per device (shown once, keep them):');
    for (const { deviceId, passkey } of seed.generatedPasskeys) secrets.push(`    ${deviceId}: ${passkey}`);
  }
  if (seed?.generatedAccessCode) {
    secrets.push(`  Access code for the syringe services kit (shown once): ${seed.generatedAccessCode}`);
  }
  const file = resolve(join(config.dataDir, CREDENTIALS_FILE));
  if (secrets.length) {
    writeCredentialsFile(config.dataDir, file, secrets);
    secrets.push(`  Also written to ${file} (readable by you only); delete it once they are kept.`);
  } else if (existsSync(file)) {
    secrets.push(`  Passkeys and passwords of the first start: ${file}`);
  }
  process.stdout.write(`${[...lines, ...secrets].join('\n')}\n\n`);
}

/** The credentials shown once, also kept in the data folder in a file only its owner can read (0600). */
export const CREDENTIALS_FILE = 'demo-credentials.txt';

function writeCredentialsFile(dataDir: string, file: string, secrets: string[]): void {
  mkdirSync(dataDir, { recursive: true });
  // A new file ('wx'), so that the mode applies from its first byte: an older one would keep its own.
  rmSync(file, { force: true });
  writeFileSync(file, `${secrets.map((line) => line.trim()).join('\n')}\n`, { mode: 0o600, flag: 'wx' });
}
