import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { DispenseOutcome } from '@kiosk/device-link';

/** One line of the journal: written before the motor turns, and after the drop sensor answers. */
export type JournalEntry =
  | {
      unitId: string;
      slot: string;
      state: 'started';
      at: string;
      skuId?: string;
      isOffline?: boolean;
      /** The kiosk's emergency session an offline kit was given to (one kit per session). */
      sessionId?: string;
    }
  | { unitId: string; slot: string; state: 'done'; outcome: DispenseOutcome; at: string }
  /** The server recorded this unit's outcome (an offline dispense, or a commanded unit): not offered again. */
  | { unitId: string; slot: string; state: 'reported'; at: string }
  /** A unit as compaction left it: its lines before folded into one. */
  | { unitId: string; state: 'compacted'; unit: UnitState };

export interface UnitState {
  slot: string;
  state: 'started' | 'done';
  outcome?: DispenseOutcome;
  skuId?: string;
  isOffline: boolean;
  isReported: boolean;
  sessionId?: string;
  at: string;
}

export interface JournalOptions {
  /** A settled unit (its outcome recorded by the server) is forgotten this long after it started (7 days). */
  keepSettledMs?: number;
  /** Compacted once this many lines were appended since it last was (1,000). */
  compactEveryLines?: number;
  now?: () => number;
}

const KEEP_SETTLED_MS = 7 * 24 * 3_600_000;
const COMPACT_EVERY_LINES = 1_000;

/**
 * The agent's local journal: JSON lines appended and fsynced one by one, so a unit id seen before a
 * power cut is still known after it. A torn last line (cut mid-write) is ignored. It compacts itself at
 * open and every so many lines: each unit becomes one line, and settled units older than keepSettledMs
 * go (the server recorded them and asks no more), written beside it and renamed over it, so a cut
 * leaves the old journal or the new one, whole.
 */
export class Journal {
  private readonly units = new Map<string, UnitState>();
  private fd: number;
  private lines = 0;
  private compactAt: number;

  constructor(
    readonly path: string,
    private readonly options: JournalOptions = {},
  ) {
    mkdirSync(dirname(path), { recursive: true });
    this.compactAt = options.compactEveryLines ?? COMPACT_EVERY_LINES;
    if (existsSync(path)) {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        this.lines++;
        try {
          this.apply(JSON.parse(line) as JournalEntry);
        } catch {
          // a torn line from a cut write: the unit it began has no outcome, so it stays 'started'
        }
      }
    }
    this.fd = openSync(path, 'a');
    if (this.lines >= this.compactAt) this.compact();
  }

  /** Lines in the journal file now. */
  get lineCount(): number {
    return this.lines;
  }

  get(unitId: string): UnitState | undefined {
    return this.units.get(unitId);
  }

  /** Emergency kits dispensed offline that the server has not yet recorded. */
  unreportedOffline(): [string, UnitState][] {
    return [...this.units].filter(([, u]) => u.isOffline && u.state === 'done' && !u.isReported);
  }

  /** Outcomes of units the server commanded that it has not acknowledged yet (offered until it does). */
  unreportedOutcomes(): [string, UnitState][] {
    return [...this.units].filter(([, u]) => !u.isOffline && u.state === 'done' && !u.isReported);
  }

  /** The offline kit given to an emergency session, if any. */
  findSession(sessionId: string): [string, UnitState] | undefined {
    return [...this.units].find(([, u]) => u.isOffline && u.sessionId === sessionId);
  }

  /** When a motor last started on one of these slots (any unit, online or offline), or null. */
  lastStartOn(slots: readonly string[]): Date | null {
    let last: string | null = null;
    for (const unit of this.units.values())
      if (slots.includes(unit.slot) && (last === null || unit.at > last)) last = unit.at;
    return last === null ? null : new Date(last);
  }

  append(entry: JournalEntry): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.fd);
    this.apply(entry);
    if (++this.lines >= this.compactAt) this.compact();
  }

  /** Rewrites the journal as one line per unit it still needs (see the class). */
  compact(): void {
    const forgetBefore =
      (this.options.now?.() ?? Date.now()) - (this.options.keepSettledMs ?? KEEP_SETTLED_MS);
    let text = '';
    for (const [unitId, unit] of [...this.units]) {
      if (unit.isReported && Date.parse(unit.at) < forgetBefore) this.units.delete(unitId);
      else text += `${JSON.stringify({ unitId, state: 'compacted', unit } satisfies JournalEntry)}\n`;
    }
    const next = `${this.path}.compacting`;
    const fd = openSync(next, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(next, this.path);
    const dir = openSync(dirname(this.path), 'r');
    fsyncSync(dir);
    closeSync(dir);
    closeSync(this.fd);
    this.fd = openSync(this.path, 'a');
    this.lines = this.units.size;
    // Units still open stay: compact again only once as many lines again were added.
    this.compactAt = this.lines + (this.options.compactEveryLines ?? COMPACT_EVERY_LINES);
  }

  close(): void {
    closeSync(this.fd);
  }

  private apply(entry: JournalEntry): void {
    const known = this.units.get(entry.unitId);
    if (entry.state === 'compacted') {
      this.units.set(entry.unitId, { ...entry.unit });
    } else if (entry.state === 'started') {
      this.units.set(entry.unitId, {
        slot: entry.slot,
        state: 'started',
        skuId: entry.skuId,
        isOffline: entry.isOffline ?? false,
        isReported: false,
        sessionId: entry.sessionId,
        at: entry.at,
      });
    } else if (entry.state === 'done' && known) {
      known.state = 'done';
      known.outcome = entry.outcome;
    } else if (entry.state === 'reported' && known) {
      known.isReported = true;
    }
  }
}
