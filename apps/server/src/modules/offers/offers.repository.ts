import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { orders } from '../../db/schema';
import { offerRedemptions, offers, orderOfferSteps } from './offers.schema';

export type OfferRow = typeof offers.$inferSelect;
export type OfferStepRow = typeof orderOfferSteps.$inferSelect;
export type RedemptionRow = typeof offerRedemptions.$inferSelect;

/** Orders in these statuses no longer count against a phone's limit or a programme's units. */
const RELEASED_ORDER_STATUSES = ['cancelled', 'expired'];

/** The device's active offers on these skus, one per sku (the first by id). */
export async function findDeviceOffers(db: Db, deviceId: string, skuIds: string[]): Promise<OfferRow[]> {
  if (!skuIds.length) return [];
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.deviceId, deviceId), eq(offers.isActive, true), inArray(offers.skuId, skuIds)))
    .orderBy(asc(offers.id));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.skuId) && seen.add(row.skuId));
}

export async function findOfferStep(db: Db, orderId: string): Promise<OfferStepRow | undefined> {
  const rows = await db.select().from(orderOfferSteps).where(eq(orderOfferSteps.orderId, orderId));
  return rows[0];
}

/**
 * A phone opened the order's offer QR code: noted once (the first time), beside the offer step, which a
 * missing row reads as 'none' as before.
 */
export async function notePhoneOpened(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .insert(orderOfferSteps)
    .values({ orderId, status: 'none', phoneOpenedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: orderOfferSteps.orderId,
      set: { phoneOpenedAt: sql`coalesce(${orderOfferSteps.phoneOpenedAt}, excluded.phone_opened_at)` },
    });
}

export async function saveOfferStep(
  db: Db,
  values: Pick<OfferStepRow, 'orderId' | 'status' | 'skuIds' | 'phoneHash' | 'verifiedAt'>,
  now: Date,
): Promise<void> {
  const { status, skuIds, phoneHash, verifiedAt } = values;
  await db
    .insert(orderOfferSteps)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: orderOfferSteps.orderId,
      set: { status, skuIds, phoneHash, verifiedAt, updatedAt: now },
    });
}

export const listOrderRedemptions = (db: Db, orderId: string): Promise<RedemptionRow[]> =>
  db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, orderId));

/**
 * Redemptions of a programme by one phone since a moment, in orders that were not cancelled or
 * expired, other than this order's own.
 */
export async function countPhoneRedemptions(
  db: Db,
  query: { phoneHash: string; programKey: string; since: Date; excludeOrderId: string },
): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(*) as n from offer_redemptions r
        join offers o on o.id = r.offer_id
        join orders ord on ord.id = r.order_id
      where r.phone_hash = ${query.phoneHash}
        and coalesce(o.program_id, o.id) = ${query.programKey}
        and r.created_at >= ${query.since.toISOString()}
        and r.order_id <> ${query.excludeOrderId}
        and ord.status not in (${sql.join(
          RELEASED_ORDER_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Units of one offer redeemed by orders that were not cancelled or expired, other than this order. */
export async function countOfferUnits(db: Db, offerId: string, excludeOrderId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`coalesce(sum(${offerRedemptions.quantity}), 0)` })
    .from(offerRedemptions)
    .innerJoin(orders, eq(orders.id, offerRedemptions.orderId))
    .where(
      and(
        eq(offerRedemptions.offerId, offerId),
        sql`${offerRedemptions.orderId} <> ${excludeOrderId}`,
        sql`${orders.status} not in ('cancelled', 'expired')`,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

export async function insertRedemption(db: Db, values: typeof offerRedemptions.$inferInsert): Promise<void> {
  await db.insert(offerRedemptions).values(values);
}

/** Serialises work on one key (a phone, an offer) across API instances until the transaction ends. */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
