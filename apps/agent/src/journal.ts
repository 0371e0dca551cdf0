import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
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
  | { unitId: string; slot: string; state: 'reported'; at: string };

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

/**
 * The agent's local journal: JSON lines appended and fsynced one by one, so a unit id seen before a
 * power cut is still known after it. A torn last line (cut mid-write) is ignored.
 */
export class Journal {
  private readonly units = new Map<string, UnitState>();
  private readonly fd: number;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    if (existsSync(path)) {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          this.apply(JSON.parse(line) as JournalEntry);
        } catch {
          // a torn line from a cut write: the unit it began has no outcome, so it stays 'started'
        }
      }
    }
    this.fd = openSync(path, 'a');
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
  }

  close(): void {
    closeSync(this.fd);
  }

  private apply(entry: JournalEntry): void {
    const known = this.units.get(entry.unitId);
    if (entry.state === 'started') {
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
