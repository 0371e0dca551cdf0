import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { dispenseLeases } from './dispensing.schema';

/** The database's clock decides expiry, so instances with skewed clocks agree on it. */
export const expiry = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/** This owner's lease, written where none is alive (or always, when isForced); its row when written. */
const leaseUpsert = (db: Db, orderId: string, owner: string, leaseMs: number, isForced: boolean) =>
  db
    .insert(dispenseLeases)
    .values({ orderId, owner, expiresAt: expiry(leaseMs) })
    .onConflictDoUpdate({
      target: dispenseLeases.orderId,
      set: { owner, expiresAt: expiry(leaseMs), heartbeatAt: sql`now()` },
      setWhere: isForced ? undefined : sql`${dispenseLeases.expiresAt} < now()`,
    })
    .returning({ orderId: dispenseLeases.orderId });

/**
 * This owner's lease, whoever held it: written in the transaction that moves the order into dispensing
 * under the order's lock (`startDispensing`), so no other start can run beside it.
 */
export async function takeLease(db: Db, orderId: string, owner: string, leaseMs: number): Promise<void> {
  await leaseUpsert(db, orderId, owner, leaseMs, true);
}

/**
 * Takes the order's lease when it expired or never existed (or always, when isForced: the embedded
 * server at start, the only process that can own its data folder). True when this owner holds it now.
 */
export async function takeExpiredLease(
  db: Db,
  orderId: string,
  owner: string,
  leaseMs: number,
  isForced = false,
): Promise<boolean> {
  return (await leaseUpsert(db, orderId, owner, leaseMs, isForced)).length === 1;
}

/** Heartbeat: extends the lease while this owner still holds it; false when another took it over. */
export async function renewLease(db: Db, orderId: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(dispenseLeases)
    .set({ expiresAt: expiry(leaseMs), heartbeatAt: sql`now()` })
    .where(and(eq(dispenseLeases.orderId, orderId), eq(dispenseLeases.owner, owner)))
    .returning({ orderId: dispenseLeases.orderId });
  return rows.length === 1;
}

export async function deleteLease(db: Db, orderId: string): Promise<void> {
  await db.delete(dispenseLeases).where(eq(dispenseLeases.orderId, orderId));
}

/** Orders left dispensing whose lease expired (or that have none): the only ones another may take. */
export async function listOrphanedDispenses(db: Db, isForced = false): Promise<{ id: string }[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      select o.id from orders o left join dispense_leases l on l.order_id = o.id
      where o.status = 'dispensing' and (${isForced} or l.order_id is null or l.expires_at < now())`),
  );
}
