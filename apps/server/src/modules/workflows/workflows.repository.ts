import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderWorkflows } from '../../db/schema';

export type WorkflowRow = typeof orderWorkflows.$inferSelect;

export const listOrderWorkflows = (db: Db, orderId: string): Promise<WorkflowRow[]> =>
  db.select().from(orderWorkflows).where(eq(orderWorkflows.orderId, orderId));
