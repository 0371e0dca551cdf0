import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ). */
const TICKS = 100;

/** CPU seconds a process has used so far (user + system), from /proc; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** Resident memory of a process now (VmRSS), MB; null when /proc has none. */
export function rssMb(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds so far of each PostgreSQL backend serving one database (others' databases left out). */
export async function databaseCpu(adminUrl: string, database: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
  } finally {
    await client.end();
  }
}

/** CPU seconds the backends used between two readings (a backend that ended in between is missed). */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/**
 * Transactions so far in one database, committed and rolled back (pg_stat_database; each statement outside
 * a transaction is one). The figures lag by up to a second, as backends report them.
 */
export async function databaseTransactions(adminUrl: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [database],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Per table: scans (sequential and by index) and rows written (inserted, updated, deleted). */
export type TableActivity = Record<string, { scans: number; writes: number }>;

/**
 * Each table's scans and rows written so far in the database of `databaseUrl` (pg_stat_user_tables; no
 * extension needed). The difference over a window, per visit, names the tables behind its transactions.
 */
export async function tableActivity(databaseUrl: string): Promise<TableActivity> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; scans: string; writes: string }>(
      `select relname as name, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans,
         n_tup_ins + n_tup_upd + n_tup_del as writes
       from pg_stat_user_tables`,
    );
    return Object.fromEntries(
      rows.map((r) => [r.name, { scans: Number(r.scans), writes: Number(r.writes) }]),
    );
  } finally {
    await client.end();
  }
}

/** What each table did between two readings, per visit (tables with nothing left out). */
export function tableActivityPerVisit(before: TableActivity, after: TableActivity, visits: number) {
  const per = (n: number) => Math.round((n / Math.max(1, visits)) * 100) / 100;
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, a]) => {
        const b = before[name] ?? { scans: 0, writes: 0 };
        return [name, { scans: per(a.scans - b.scans), writes: per(a.writes - b.writes) }] as const;
      })
      .filter(([, x]) => x.scans || x.writes),
  );
}
