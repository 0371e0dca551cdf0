import { userInfo } from 'node:os';
import type { TAuditEntry, TAuditLog, TAuditQuery, TAuditSubjectKind } from '@kiosk/contract';
import type { Db } from '../../db/client';
import type { TCaller } from '../../http/credentials';
import { toCsv } from '../../lib/csv';
import { insertAuditRow, listAuditRows, type AuditFilter, type AuditRow } from './audit.repository';

/**
 * Who made a change: an operator of the console, someone at a command line (`cli:<user>`), or a kiosk's
 * staff with its passkey (`staff:<deviceId>`).
 */
export type TAuthor =
  | { kind: 'operator'; id: string; name: string }
  | { kind: 'cli'; user: string }
  | { kind: 'staff'; deviceId: string };

const authorName = (author: TAuthor): string =>
  author.kind === 'operator'
    ? author.name
    : author.kind === 'cli'
      ? `cli:${author.user}`
      : `staff:${author.deviceId}`;

/** The author of a console call: the signed-in operator (the route takes the operator credential only). */
export function operatorAuthor(caller: TCaller): TAuthor {
  if (caller.kind !== 'operator') throw new Error('operatorAuthor: the route does not take the operator');
  return { kind: 'operator', id: caller.operatorId, name: caller.name };
}

/** The author of a command: the system user who ran it (USER, else the process's user). */
export function cliAuthor(env: NodeJS.ProcessEnv): TAuthor {
  let user = env.USER ?? env.USERNAME ?? '';
  if (!user) {
    try {
      user = userInfo().username;
    } catch {
      user = 'unknown';
    }
  }
  return { kind: 'cli', user };
}

/** What a secret's entry says instead of its value. */
export type TSecretMark = 'set' | 'rotated' | 'revoked';

export interface TChange {
  action: string;
  subjectKind: TAuditSubjectKind;
  subjectId: string;
  /** The kiosk the change is about, when there is one. */
  deviceId?: string | null;
  /** Values before and after: never a secret's value (passwords, passkeys, tokens, codes: a mark). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a change in the audit log. Call it with the transaction that makes the change, so that the
 * entry is there exactly when the change is: a change that fails (and rolls back) leaves none.
 */
export async function recordChange(tx: Db, author: TAuthor, change: TChange): Promise<void> {
  await insertAuditRow(tx, {
    authorKind: author.kind,
    authorId: author.kind === 'operator' ? author.id : null,
    author: authorName(author),
    action: change.action,
    subjectKind: change.subjectKind,
    subjectId: change.subjectId,
    deviceId: change.deviceId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

const DAY_MS = 86_400_000;

const filterOf = (query: TAuditQuery): AuditFilter => ({
  subjectKind: query.kind,
  deviceId: query.deviceId,
  author: query.author,
  from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
  until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
});

const toEntry = (row: AuditRow): TAuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  authorKind: row.authorKind as TAuditEntry['authorKind'],
  author: row.author,
  action: row.action,
  subjectKind: row.subjectKind as TAuditSubjectKind,
  subjectId: row.subjectId,
  deviceId: row.deviceId,
  before: row.before,
  after: row.after,
});

/** One page of the audit log, newest first. */
export async function auditLogPage(db: Db, query: TAuditQuery): Promise<TAuditLog> {
  const { rows, total } = await listAuditRows(
    db,
    filterOf(query),
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { entries: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

const CSV_COLUMNS = [
  'at',
  'author',
  'action',
  'subjectKind',
  'subjectId',
  'deviceId',
  'before',
  'after',
] as const;

/** Every entry the query matches (no paging), as CSV: the values before and after as JSON text. */
export async function auditCsv(db: Db, query: TAuditQuery): Promise<string> {
  const { rows } = await listAuditRows(db, filterOf(query), null, 0);
  return toCsv(
    CSV_COLUMNS,
    rows.map(toEntry).map((e) => ({
      ...e,
      before: e.before ? JSON.stringify(e.before) : null,
      after: e.after ? JSON.stringify(e.after) : null,
    })),
  );
}
