import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { requireDevice } from '../devices/devices.service';
import { SERVER_VERSION } from '../../version';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from '../../db/migrations';

export interface Readiness {
  isReady: boolean;
  /** This instance's release (its `api-{version}.tar.gz`), `dev` from the sources. */
  version: string;
  /** Shutting down (SIGTERM): still serving what the proxy sent, but asking it for nothing new. */
  isDraining: boolean;
  database: 'up' | 'down';
  migrations: { applied: number; expected: number } | null;
}

/**
 * Ready when the database answers and has every migration this build ships. It may have more: during a
 * rolling upgrade the new release's migrations are applied first, and by the expand/contract rule
 * (db/expand-contract.ts) they only add, so this older build keeps working and stays in the proxy.
 * Not ready while draining (SIGTERM), so the proxy stops sending before the instance stops listening.
 */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const expected = expectedMigrationCount(migrationsFolder());
  const { isDraining } = ctx.lifecycle;
  try {
    await ctx.db.execute(sql`select 1`);
    const applied = await appliedMigrationCount(ctx.db);
    return {
      isReady: applied >= expected && !isDraining,
      version: SERVER_VERSION,
      isDraining,
      database: 'up',
      migrations: { applied, expected },
    };
  } catch {
    return { isReady: false, version: SERVER_VERSION, isDraining, database: 'down', migrations: null };
  }
}

/** A kiosk is ready to dispense when its dispenser answers: the simulator always, an agent while online. */
export async function deviceReadiness(ctx: AppContext, deviceId: string) {
  const device = await requireDevice(ctx, deviceId);
  const status = await ctx.dispenser.status(device.id).catch(() => ({ isOnline: false }));
  return {
    deviceId: device.id,
    isReady: status.isOnline,
    dispenser: ctx.config.dispenser,
    isOnline: status.isOnline,
  };
}
