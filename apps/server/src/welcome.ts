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
  if (seed?.generatedOperatorPassword) {
    lines.push(
      `  Password of ${DEMO_OPERATOR_NAME} (shown once, keep it): ${seed.generatedOperatorPassword}`,
    );
  }
  if (seed?.generatedPasskeys.length) {
    lines.push('  Staff passkeys, one per device (shown once, keep them):');
    for (const { deviceId, passkey } of seed.generatedPasskeys) lines.push(`    ${deviceId}: ${passkey}`);
  }
  if (seed?.generatedAccessCode) {
    lines.push(`  Access code for the syringe services kit (shown once): ${seed.generatedAccessCode}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
