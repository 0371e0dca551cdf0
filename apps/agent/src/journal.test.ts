import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal } from './journal';

const dir = mkdtempSync(join(tmpdir(), 'agent-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 24 * 3_600_000;
const lineCount = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean).length;

/** A unit's three lines: started, done, and (when the server recorded it) reported. */
function runUnit(journal: Journal, unitId: string, at: Date, isReported: boolean, offline?: object) {
  journal.append({ unitId, slot: 'A1', state: 'started', at: at.toISOString(), ...offline });
  journal.append({ unitId, slot: 'A1', state: 'done', outcome: 'dropped', at: at.toISOString() });
  if (isReported) journal.append({ unitId, slot: 'A1', state: 'reported', at: at.toISOString() });
}

describe('the journal compacts settled units', () => {
  it('folds each unit into one line and forgets settled units past the retention, nothing else', () => {
    const path = join(dir, 'fold.jsonl');
    const now = Date.parse('2026-03-10T12:00:00Z');
    const journal = new Journal(path, { now: () => now, keepSettledMs: 7 * DAY });
    runUnit(journal, 'old-settled:1', new Date(now - 8 * DAY), true);
    runUnit(journal, 'old-unacked:1', new Date(now - 8 * DAY), false);
    runUnit(journal, 'recent-settled:1', new Date(now - 60_000), true, {
      isOffline: true,
      skuId: 'kit',
      sessionId: 's-1',
    });
    journal.append({
      unitId: 'cut:1',
      slot: 'A1',
      state: 'started',
      at: new Date(now - 9 * DAY).toISOString(),
    });
    expect(lineCount(path)).toBe(9);

    journal.compact();
    journal.close();
    expect(lineCount(path)).toBe(3);

    const reopened = new Journal(path, { now: () => now });
    try {
      expect(reopened.get('old-settled:1')).toBeUndefined();
      expect(reopened.unreportedOutcomes().map(([id]) => id)).toEqual(['old-unacked:1']);
      expect(reopened.get('cut:1')).toMatchObject({ state: 'started' });
      expect(reopened.get('recent-settled:1')).toMatchObject({ outcome: 'dropped', isReported: true });
      expect(reopened.findSession('s-1')?.[0]).toBe('recent-settled:1');
      expect(reopened.lastStartOn(['A1'])?.getTime()).toBe(now - 60_000);
    } finally {
      reopened.close();
    }
  });

  it('compacts by itself as lines accumulate, so a busy kiosk keeps a small file', () => {
    const path = join(dir, 'busy.jsonl');
    const now = Date.now();
    const journal = new Journal(path, { compactEveryLines: 30, keepSettledMs: 0, now: () => now + 1 });
    for (let i = 0; i < 100; i++) runUnit(journal, `order-${i}:1`, new Date(now), true);
    runUnit(journal, 'waiting:1', new Date(now), false);
    expect(journal.lineCount).toBeLessThanOrEqual(30);
    journal.close();
    expect(lineCount(path)).toBeLessThanOrEqual(30);
    const reopened = new Journal(path);
    expect(reopened.unreportedOutcomes().map(([id]) => id)).toEqual(['waiting:1']);
    reopened.close();
  });
});
