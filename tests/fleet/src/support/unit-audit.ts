import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@kiosk/server/src/db/client';

/** Motor runs and drops per unit id of an order, from an agent's journal. */
export function journalUnits(journalPath: string, orderId: string) {
  const lines = readFileSync(journalPath, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`"${orderId}:`))
    .map((l) => JSON.parse(l) as { unitId: string; state: string; outcome?: string });
  const started = new Map<string, number>();
  const dropped = new Set<string>();
  for (const l of lines) {
    if (l.state === 'started') started.set(l.unitId, (started.get(l.unitId) ?? 0) + 1);
    if (l.state === 'done' && l.outcome === 'dropped') dropped.add(l.unitId);
  }
  return { started, dropped };
}

export interface UnitAudit {
  unitsStarted: number;
  unitsDropped: number;
  /** A unit the journal says dropped that the server did not record as dropped, or the reverse. */
  unitsLost: number;
  /** A unit id whose motor ran more than once, or that the server recorded as dropped twice. */
  doubleDrops: number;
}

/** The server's dropped units against the journals' (an agent restarted keeps one journal). */
export async function auditUnits(db: Database, journalPath: string, orderIds: string[]): Promise<UnitAudit> {
  const audit: UnitAudit = { unitsStarted: 0, unitsDropped: 0, unitsLost: 0, doubleDrops: 0 };
  for (const orderId of orderIds) {
    const recorded = rowsOf<{ unit_index: number; n: number }>(
      await db.db.execute(sql`select unit_index, count(*)::int as n from dispense_events
      where order_id = ${orderId} and outcome = 'dropped' group by unit_index`),
    );
    const server = new Set(recorded.map((r) => `${orderId}:${r.unit_index}`));
    const agentSide = journalUnits(journalPath, orderId);
    audit.unitsStarted += agentSide.started.size;
    audit.unitsDropped += agentSide.dropped.size;
    audit.doubleDrops += recorded.filter((r) => r.n > 1).length;
    audit.doubleDrops += [...agentSide.started.values()].filter((n) => n > 1).length;
    for (const unitId of agentSide.dropped) if (!server.has(unitId)) audit.unitsLost++;
    for (const unitId of server) if (!agentSide.dropped.has(unitId)) audit.unitsLost++;
  }
  return audit;
}
