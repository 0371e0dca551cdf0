import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { deviceStock, devices, kioskPresence, operators } from './schema';
import { hashSecret, randomPasskey } from '../lib/secrets';
import { DEMO_DEVICE_ID, SEED_PRODUCTS } from './seed-catalog';
import { seedDevice } from './seed';
import { insertHistory, simulateKiosk, type SimulatedSku } from './seed-history';

export const DEMO_OPERATOR_NAME = 'demo-operator';
/** Days of history the demo fleet gets. */
export const DEMO_HISTORY_DAYS = 35;

/** The demo fleet beside the demo kiosk: names, and what the console should show for each. */
export const DEMO_FLEET = [
  { id: 'demo-kiosk-0002', name: 'Central Library' },
  { id: 'demo-kiosk-0003', name: 'Harbor Clinic', isLowOnNaloxone: true },
  { id: 'demo-kiosk-0004', name: 'Mission Street Shelter' },
  { id: 'demo-kiosk-0005', name: 'Eastside Pharmacy', isJamming: true },
  { id: 'demo-kiosk-0006', name: 'Transit Center', lastSeenHoursAgo: 5 },
  { id: 'demo-kiosk-0007', name: 'University Health Center' },
  { id: 'demo-kiosk-0008', name: 'Riverside Outreach', isNeverSeen: true },
] as const;

type FleetKiosk = (typeof DEMO_FLEET)[number];

/** Mean units a day per sku of a busy demo kiosk (the others sell little). */
const DEMO_RATES: Record<string, number> = {
  'naloxone-emergency-kit': 1.6,
  'naloxone-2-pack': 0.6,
  'fentanyl-test-strips-5': 2.2,
  'condoms-3-pack': 1.8,
  'condoms-large-3-pack': 0.6,
  'pregnancy-test': 0.4,
  'hygiene-kit': 0.9,
};

/** The simulated skus of a kiosk: the demo catalogue, rates scaled by the kiosk's `busy` factor. */
export function simulatedSkus(busy: number): SimulatedSku[] {
  return SEED_PRODUCTS.flatMap((p) =>
    p.skus
      .filter((s) => DEMO_RATES[s.id] !== undefined)
      .map((s) => ({
        skuId: s.id,
        slot: s.slot,
        unitPrice: s.price ?? 0,
        isEmergency: s.isEmergencyDispense ?? false,
        capacity: Math.max(s.stock, 20),
        rate: DEMO_RATES[s.id]! * busy,
        restockBelow: Math.ceil(Math.max(s.stock, 20) * 0.3),
      })),
  );
}

/** Seeds one kiosk with a simulated past and its on-hand counts at the end of it. */
export async function seedKioskWithHistory(
  db: Db,
  kiosk: { id: string; name: string },
  options: {
    now: Date;
    days: number;
    seed: number;
    busy: number;
    jamRate?: number;
    lowOn?: string[];
    staffCredentialHash?: string | null;
  },
): Promise<void> {
  await seedDevice(db, kiosk.id, {
    name: kiosk.name,
    isAccessibilityExtensionAllowed: false,
    staffCredentialHash: options.staffCredentialHash ?? null,
  });
  const noRestockDays = Object.fromEntries((options.lowOn ?? []).map((skuId) => [skuId, 14]));
  const { past, counts, onHand } = simulateKiosk(simulatedSkus(options.busy), { ...options, noRestockDays });
  await insertHistory(db, kiosk.id, 'USD', past, counts);
  for (const [skuId, units] of Object.entries(onHand)) {
    await db
      .update(deviceStock)
      .set({ onHand: units })
      .where(and(eq(deviceStock.deviceId, kiosk.id), eq(deviceStock.skuId, skuId)));
  }
}

async function seedDemoFleet(db: Db, now: Date, staffCredentialHash: string | null): Promise<void> {
  for (const [index, kiosk] of DEMO_FLEET.entries()) {
    const k = kiosk as FleetKiosk & {
      isLowOnNaloxone?: boolean;
      isJamming?: boolean;
      lastSeenHoursAgo?: number;
      isNeverSeen?: boolean;
    };
    await seedKioskWithHistory(db, k, {
      now,
      days: DEMO_HISTORY_DAYS,
      seed: index + 2,
      busy: 0.6 + (index % 3) * 0.4,
      jamRate: k.isJamming ? 0.08 : 0.004,
      lowOn: k.isLowOnNaloxone ? ['naloxone-emergency-kit', 'naloxone-2-pack'] : [],
      staffCredentialHash,
    });
    if (k.isJamming) {
      await db
        .update(deviceStock)
        .set({ isSlotFaulted: true })
        .where(and(eq(deviceStock.deviceId, k.id), eq(deviceStock.skuId, 'naloxone-2-pack')));
    }
    if (!k.isNeverSeen) {
      const hoursAgo = k.lastSeenHoursAgo ?? 0;
      await db
        .insert(kioskPresence)
        .values({ deviceId: k.id, lastSeenAt: new Date(now.getTime() - hoursAgo * 3_600_000 - 60_000) })
        .onConflictDoNothing();
    }
  }
}

/**
 * The console's demo data: the operator `demo-operator` (password given, or generated and returned once)
 * and seven more kiosks with DEMO_HISTORY_DAYS days of dispensing, one low on naloxone, one with a jammed
 * slot, one offline for hours, one never seen. A given staff passkey (tests, the e2e server) opens them
 * too, as it opens every demo device; else they have none (no staff stands at a simulated kiosk).
 * Each part only where it is missing; running it again changes nothing.
 */
export async function seedConsoleDemo(
  db: Db,
  given: { operatorPassword?: string | undefined; staffPasskey?: string | undefined },
  now: Date,
): Promise<{ generatedOperatorPassword: string | null }> {
  const { operatorPassword, staffPasskey } = given;
  let generatedOperatorPassword: string | null = null;
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.name, DEMO_OPERATOR_NAME));
  if (!operator) {
    generatedOperatorPassword = operatorPassword ? null : randomPasskey(16);
    await db
      .insert(operators)
      .values({
        name: DEMO_OPERATOR_NAME,
        role: 'admin',
        passwordHash: await hashSecret(operatorPassword ?? generatedOperatorPassword!),
      })
      .onConflictDoNothing();
  }
  const [demo] = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, DEMO_DEVICE_ID));
  const [fleet] = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, DEMO_FLEET[0].id));
  if (demo && !fleet) {
    const staffCredentialHash = staffPasskey ? await hashSecret(staffPasskey) : null;
    await db.transaction((tx) => seedDemoFleet(tx, now, staffCredentialHash));
  }
  return { generatedOperatorPassword };
}
