import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderWorkflows } from './orders.schema';

export type WorkflowRow = typeof orderWorkflows.$inferSelect;

/** The steps of an order's workflow (the workflows module reads them). */
export const listOrderWorkflows = (db: Db, orderId: string): Promise<WorkflowRow[]> =>
  db.select().from(orderWorkflows).where(eq(orderWorkflows.orderId, orderId));

/** How a step of an order's workflow ended, or that it waits. */
export type WorkflowStatus = 'pending' | 'passed' | 'failed';

/** One more step the order must pass (a reservation's pick-up code); a step it has already stays. */
export async function addWorkflow(db: Db, orderId: string, subType: string): Promise<void> {
  await db.insert(orderWorkflows).values({ orderId, subType }).onConflictDoNothing();
}

/** A step's outcome, as the workflows module decided it; each call counts one attempt more. */
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
