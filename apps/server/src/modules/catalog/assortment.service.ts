import type { TAssortmentUpdate, TKioskAssortment } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { cacheKey } from '../../caches';
import type { Db } from '../../db/client';
import { WatchedCache } from '../../db/watched-cache';
import { conflict, notFound, validation } from '../../http/app-error';
import { recordChange, type TAuthor } from '../audit/audit.service';
import { lockKioskForAssortment, requireDevice } from '../devices/devices.service';
import { ensureStockRow } from '../stock/stock-units.service';
import {
  emergencySkuIds,
  existingSkuIds,
  findEmergencyPackBeside,
  findOfferedEmergencySku,
  listAssortmentLines,
  listCatalogueSkus,
  listOffered,
  replaceAssortment,
  type AssortmentLine,
} from './assortment.repository';

/** What the audit log records of a change: the audit action, and each side as the ordered lines. */
export const ASSORTMENT_CHANGED = 'kiosk.assortment.changed';

/**
 * Each kiosk's own prices by sku (null: the catalogue's), for the skus it offers; dropped on any committed
 * write to the assortment, on every instance.
 */
const KIOSK_PRICES = cacheKey(
  'catalog.kioskPrices',
  (database) => new WatchedCache<ReadonlyMap<string, number | null>>(database, ['kiosk_assortment'], 10_000),
);

/** The skus the kiosk offers, each with its own price (null: the catalogue's), from the cache when kept. */
export const offeredPrices = (
  ctx: Pick<AppContext, 'db' | 'caches'>,
  deviceId: string,
): Promise<ReadonlyMap<string, number | null>> =>
  ctx.caches
    .of(KIOSK_PRICES)
    .get(
      deviceId,
      async () => new Map((await listAssortmentLines(ctx.db, deviceId)).map((l) => [l.skuId, l.price])),
    );

/** Each kiosk's emergency pack (null: none), dropped on any committed write to the assortment or skus. */
const KIOSK_EMERGENCY_SKU = cacheKey(
  'catalog.kioskEmergencySku',
  (database) => new WatchedCache<string | null>(database, ['kiosk_assortment', 'skus', 'products'], 10_000),
);

/**
 * The emergency pack the kiosk offers (a kiosk offers at most one), which its emergency button orders and
 * asks the device agent for; null when it offers none. From the cache when kept.
 */
export const kioskEmergencySku = (
  ctx: Pick<AppContext, 'db' | 'caches'>,
  deviceId: string,
): Promise<string | null> =>
  ctx.caches.of(KIOSK_EMERGENCY_SKU).get(deviceId, () => findOfferedEmergencySku(ctx.db, deviceId));

/**
 * docs/decisions.md: a kiosk offers at most one emergency pack, so its emergency button never has to choose.
 * 400 naming the field of the second one (`fieldOf` its sku id) when these lines hold more than one and
 * one of them is among `changed` (every line when not given).
 */
async function refuseSecondEmergencyPack(
  tx: Db,
  lines: AssortmentLine[],
  fieldOf: (skuId: string) => string,
  changed?: ReadonlySet<string>,
): Promise<void> {
  const emergency = await emergencySkuIds(
    tx,
    lines.map((l) => l.skuId),
  );
  const packs = lines.filter((l) => emergency.has(l.skuId));
  const [first, second] = packs;
  if (!first || !second || (changed && !packs.some((l) => changed.has(l.skuId)))) return;
  const named = changed ? (packs.find((l) => changed.has(l.skuId)) ?? second) : second;
  const other = named === first ? second : first;
  throw validation(
    fieldOf(named.skuId),
    `is an emergency pack and the kiosk already offers one (${other.skuId}); a kiosk offers at most one`,
  );
}

/**
 * The same rule when a sku becomes an emergency pack (the staff upsert, the catalogue's sku edit), on the
 * caller's transaction after the change: 400 on `field` when a kiosk offers it beside another one.
 */
export async function refuseEmergencyPackClash(tx: Db, skuId: string, field: string): Promise<void> {
  const clash = await findEmergencyPackBeside(tx, skuId);
  if (clash)
    throw validation(
      field,
      `kiosk ${clash.deviceId} offers ${skuId} and the emergency pack ${clash.otherSkuId}; a kiosk offers at most one`,
    );
}

/** The kiosk's assortment as the console shows it: offered skus in order, then the rest of the catalogue. */
export async function kioskAssortment(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  deviceId: string,
): Promise<TKioskAssortment> {
  const device = await requireDevice(ctx, deviceId);
  return assortmentView(ctx.db, deviceId, device.currency);
}

async function assortmentView(db: Db, deviceId: string, currency: string): Promise<TKioskAssortment> {
  const [offered, catalogue] = await Promise.all([listOffered(db, deviceId), listCatalogueSkus(db)]);
  const isOffered = new Set(offered.map((o) => o.skuId));
  return {
    deviceId,
    currency,
    offered: offered.map((o) => ({ ...o, price: o.kioskPrice ?? o.catalogPrice })),
    notOffered: catalogue.filter((c) => !isOffered.has(c.skuId)),
  };
}

/** The kiosk locked for a change of its assortment: 404 when there is none, 409 when it is retired. */
async function lockLiveKiosk(tx: Db, deviceId: string): Promise<void> {
  const kiosk = await lockKioskForAssortment(tx, deviceId);
  if (!kiosk) throw notFound('device');
  if (kiosk.retiredAt) throw conflict('error.conflict');
}

/**
 * Writes the kiosk's new assortment on the caller's transaction: a stock row (0 on hand) for each sku it
 * has none of, and one audit entry with the lines before and after when they differ. Skus taken out keep
 * their stock rows and history.
 */
async function writeAssortment(
  tx: Db,
  author: TAuthor,
  deviceId: string,
  before: AssortmentLine[],
  after: AssortmentLine[],
): Promise<void> {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await replaceAssortment(tx, deviceId, after);
  for (const line of after) await ensureStockRow(tx, deviceId, line.skuId, null);
  await recordChange(tx, author, {
    action: ASSORTMENT_CHANGED,
    subjectKind: 'kiosk',
    subjectId: deviceId,
    deviceId,
    before: { skus: before },
    after: { skus: after },
  });
}

/** Sets the skus the kiosk offers, in order, with its prices (the console); every sku must exist. */
export async function setKioskAssortment(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  author: TAuthor,
  deviceId: string,
  update: TAssortmentUpdate,
): Promise<TKioskAssortment> {
  const after = update.skus.map((line) => ({ skuId: line.skuId, price: line.price }));
  await ctx.db.transaction(async (tx) => {
    await lockLiveKiosk(tx, deviceId);
    const known = await existingSkuIds(
      tx,
      after.map((l) => l.skuId),
    );
    const unknown = after.findIndex((l) => !known.has(l.skuId));
    if (unknown >= 0) throw validation(`skus.${unknown}.skuId`, 'is not a sku of the catalogue');
    await refuseSecondEmergencyPack(
      tx,
      after,
      (skuId) => `skus.${after.findIndex((l) => l.skuId === skuId)}.skuId`,
    );
    await writeAssortment(tx, author, deviceId, await listAssortmentLines(tx, deviceId), after);
  });
  return kioskAssortment(ctx, deviceId);
}

/**
 * Puts these skus in the kiosk's assortment, after the ones it offers, at the catalogue's price (the staff
 * product upkeep, the demo seed), on the caller's transaction; skus already offered keep their place and
 * price. The kiosk must exist; the skus must be in the catalogue. The kiosk then offers at most one
 * emergency pack (the skus as the caller's transaction holds them, so a pack it just marked counts), else
 * 400 on `skus`.
 */
export async function offerSkus(tx: Db, author: TAuthor, deviceId: string, skuIds: string[]): Promise<void> {
  await lockLiveKiosk(tx, deviceId);
  const before = await listAssortmentLines(tx, deviceId);
  const offered = new Set(before.map((l) => l.skuId));
  const added = [...new Set(skuIds)].filter((id) => !offered.has(id));
  const after = [...before, ...added.map((skuId) => ({ skuId, price: null }))];
  await refuseSecondEmergencyPack(tx, after, () => 'skus', new Set(skuIds));
  if (!added.length) return;
  await writeAssortment(tx, author, deviceId, before, after);
}
