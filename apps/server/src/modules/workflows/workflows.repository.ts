import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderWorkflows } from '../../db/schema';

export type WorkflowRow = typeof orderWorkflows.$inferSelect;
export type WorkflowStatus = 'pending' | 'passed' | 'failed';

export const listOrderWorkflows = (db: Db, orderId: string): Promise<WorkflowRow[]> =>
  db.select().from(orderWorkflows).where(eq(orderWorkflows.orderId, orderId));

export async function addWorkflow(db: Db, orderId: string, subType: string): Promise<void> {
  await db.insert(orderWorkflows).values({ orderId, subType }).onConflictDoNothing();
}

export async function setWorkflowStatus(
  db: Db,
  orderId: string,
  subType: string,
  status: WorkflowStatus,
): Promise<void> {
  await db
    .update(orderWorkflows)
    .set({ status, attempts: sql`${orderWorkflows.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orderWorkflows.orderId, orderId), eq(orderWorkflows.subType, subType)));
}
