import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { TAuthor } from '../modules/audit/audit.service';

/** The author of changes a test makes outside the console (as a command line would). */
export const TEST_AUTHOR: TAuthor = { kind: 'cli', user: 'test' };

export interface AuditRowOfTest {
  author: string;
  action: string;
  subject_kind: string;
  subject_id: string;
  device_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Every audit entry, oldest first (straight from the table). */
export const auditRows = async (db: Db): Promise<AuditRowOfTest[]> =>
  rowsOf<AuditRowOfTest>(
    await db.execute(
      sql`select author, action, subject_kind, subject_id, device_id, before, after from audit_log order by id`,
    ),
  );
