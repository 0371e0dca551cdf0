import { eq } from 'drizzle-orm';
import {
  DEFAULT_KIOSK_LANGUAGES,
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_LANGUAGE,
  type TCatalogProductCreate,
} from '@kiosk/contract';
import type { Db } from './client';
import { accessCodes, devices, deviceStock, featureFlags } from './schema';
import {
  ACCESSIBILITY_DEVICE_IDS,
  DEMO_DEVICE_ID,
  DEMO_SUPPORT_PHONE,
  SEED_PRODUCTS,
  type SeedProduct,
} from './seed-catalog';
import { hashSecret, randomPasskey } from '../lib/secrets';
import { textsOf } from './seed-texts';
import { seedDemoOffers } from './seed-offers';
import type { TAuthor } from '../modules/audit/audit.service';
import { findDevice } from '../modules/devices/devices.service';
import { insertNewKiosk } from '../modules/kiosk-setup/kiosk-setup.service';
import { offerSkus } from '../modules/catalog/assortment.service';
import { addSkuIn, createProductIn, listCatalog } from '../modules/catalog/catalog-admin.service';

/** Who the audit log says made the demo's kiosks and catalogue: the first start's seed. */
const SEED_AUTHOR: TAuthor = { kind: 'cli', user: 'demo-seed' };

export interface SeedResult {
  isFirstSeed: boolean;
  /**
   * The staff passkey of each demo device, when generated now (no DEMO_STAFF_PASSKEY): one per device,
   * shown once and never again. Empty when the passkey was given or the devices were already there.
   */
  generatedPasskeys: { deviceId: string; passkey: string }[];
  /** Likewise for the demo syringe-services access code. */
  generatedAccessCode: string | null;
  /** Likewise for the console's demo operator (db/seed-console.ts); absent where that seed did not run. */
  generatedOperatorPassword?: string | null;
}

/** Feature-flag defaults: present in every database, inactive (docs/product.md §3). */
export async function seedFlags(db: Db): Promise<void> {
  await db.insert(featureFlags).values(DEFAULT_FEATURE_FLAGS).onConflictDoNothing();
}

/** A demo product as the console's catalogue editor would send it: its place in the grid, its texts. */
const productInputOf = (p: SeedProduct, index: number): TCatalogProductCreate => ({
  id: p.id,
  titles: textsOf(p.title, (t) => t.products[p.id]?.title),
  descriptions: textsOf(p.description, (t) => t.products[p.id]?.description),
  images: [p.image],
  sortOrder: index * 10,
  skus: p.skus.map((s, skuIndex) => ({
    id: s.id,
    titles: textsOf(s.title, (t) => t.skus[s.id]),
    price: s.price,
    dispenseQuantity: s.dispenseQuantity ?? 1,
    minAge: s.minAge ?? null,
    requiresAccessCode: s.requiresAccessCode ?? false,
    isEmergencyDispense: s.isEmergencyDispense ?? false,
    isReservable: s.isReservable ?? false,
    formUrls: s.formUrls ?? [],
    images: [p.image],
    sortOrder: skuIndex,
  })),
});

/**
 * The demo catalogue, made through the services the console makes products and skus with (and recorded
 * like them). A product or sku whose id is already there is left as it is.
 */
export async function seedCatalog(db: Db): Promise<void> {
  const there = await listCatalog(db);
  const productIds = new Set(there.map((p) => p.id));
  const skuIds = new Set(there.flatMap((p) => p.skus.map((s) => s.id)));
  for (const [index, p] of SEED_PRODUCTS.entries()) {
    const input = productInputOf(p, index);
    const missing = input.skus.filter((s) => !skuIds.has(s.id));
    if (!productIds.has(p.id)) await createProductIn(db, SEED_AUTHOR, { ...input, skus: missing });
    else for (const sku of missing) await addSkuIn(db, SEED_AUTHOR, p.id, sku);
  }
}

export async function seedDevice(
  db: Db,
  id: string,
  options: { name: string; isAccessibilityExtensionAllowed: boolean; staffCredentialHash: string | null },
): Promise<void> {
  // Through the service the console creates kiosks with (and recorded like them), unless already there.
  if (!(await findDevice(db, id)))
    await db.transaction((tx) =>
      insertNewKiosk(
        tx,
        SEED_AUTHOR,
        {
          deviceId: id,
          name: options.name,
          address: '',
          timeZone: 'America/Los_Angeles',
          currency: 'USD',
          languages: DEFAULT_KIOSK_LANGUAGES,
          defaultLanguage: DEFAULT_LANGUAGE,
          supportPhone: DEMO_SUPPORT_PHONE,
          isAccessibilityExtensionAllowed: options.isAccessibilityExtensionAllowed,
        },
        options.staffCredentialHash,
      ),
    );
  for (const p of SEED_PRODUCTS) {
    for (const s of p.skus) {
      await db
        .insert(deviceStock)
        .values({ deviceId: id, skuId: s.id, onHand: s.stock, held: 0, slot: s.slot })
        .onConflictDoNothing();
    }
  }
  // Offered in the catalogue's order, through the service the console sets assortments with.
  await db.transaction((tx) =>
    offerSkus(
      tx,
      SEED_AUTHOR,
      id,
      SEED_PRODUCTS.flatMap((p) => p.skus.map((s) => s.id)),
    ),
  );
}

/**
 * First-start data of the embedded product: the demo device, the five accessibility devices,
 * the catalogue and the flag defaults. Running it again changes nothing.
 */
export async function seedDemo(
  db: Db,
  passkey: string | undefined,
  accessCode?: string,
): Promise<SeedResult> {
  await seedFlags(db);
  await seedDemoOffers(db); // databases seeded before offers existed
  const existing = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, DEMO_DEVICE_ID));
  if (existing.length) return { isFirstSeed: false, generatedPasskeys: [], generatedAccessCode: null };
  // A given passkey (tests, the e2e server) opens every demo device; else each device gets its own.
  const generatedPasskeys = passkey
    ? []
    : [DEMO_DEVICE_ID, ...ACCESSIBILITY_DEVICE_IDS].map((deviceId) => ({
        deviceId,
        passkey: randomPasskey(),
      }));
  const shared = passkey ? await hashSecret(passkey) : null;
  const hashes = new Map<string, string>();
  for (const { deviceId, passkey: own } of generatedPasskeys) hashes.set(deviceId, await hashSecret(own));
  const staffCredentialHashOf = (deviceId: string) => shared ?? hashes.get(deviceId)!;
  const generatedAccessCode = accessCode ? null : randomPasskey(8).toUpperCase();
  const accessCodeHash = await hashSecret(accessCode ?? generatedAccessCode!);
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedDevice(tx, DEMO_DEVICE_ID, {
      name: 'Demo kiosk',
      isAccessibilityExtensionAllowed: false,
      staffCredentialHash: staffCredentialHashOf(DEMO_DEVICE_ID),
    });
    for (const [i, id] of ACCESSIBILITY_DEVICE_IDS.entries()) {
      await seedDevice(tx, id, {
        name: `Accessible kiosk ${i + 1}`,
        isAccessibilityExtensionAllowed: true,
        staffCredentialHash: staffCredentialHashOf(id),
      });
    }
    await tx
      .insert(accessCodes)
      .values({ deviceId: null, label: 'Demo programme code', codeHash: accessCodeHash });
  });
  await seedDemoOffers(db);
  return { isFirstSeed: true, generatedPasskeys, generatedAccessCode };
}
