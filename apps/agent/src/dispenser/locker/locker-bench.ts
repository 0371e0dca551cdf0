import type { ConformanceBench } from '../driver';
import { LockerBoardEmulator } from './emulator';
import { openPtyPair, type PtyPair } from '../pty-pair';

/** Short timings for the emulator: it answers at once and its "person" shuts a door after 30 ms. */
export const BENCH_TIMINGS = {
  LOCKER_REPLY_MS: '150',
  LOCKER_POLL_MS: '10',
  LOCKER_OPEN_WAIT_MS: '300',
  LOCKER_CLOSE_WAIT_MS: '2000',
};

/** Two boards on one emulated bus, set up as the conformance suite's bench slots. */
export interface LockerBench {
  pair: PtyPair;
  emulator: LockerBoardEmulator;
  bench: ConformanceBench;
  close(): Promise<void>;
}

/** `closeAfterMs`: how long the emulator's "person" keeps a door open (30 ms). */
export async function startLockerBench(closeAfterMs = 30): Promise<LockerBench> {
  const pair = await openPtyPair();
  const emulator = await new LockerBoardEmulator({ boards: [0, 1], closeAfterMs }).serve(pair.boardPath);
  emulator.setLocker(0, 1, { items: 100 });
  emulator.setLocker(0, 2, { items: 1, fault: 'lock stuck' });
  emulator.setLocker(0, 3, { items: 0 });
  emulator.setLocker(1, 1, { items: 100, fault: 'door left open' });
  const bench: ConformanceBench = {
    env: {
      LOCKER_PORT: pair.hostPath,
      LOCKER_SLOTS: 'A1=0:1,J1=0:2,E1=0:3,S1=1:1',
      LOCKER_ITEM_SENSOR: 'on',
      ...BENCH_TIMINGS,
    },
    checkLimitMs: 5_000,
    slots: { stocked: 'A1', jammed: 'J1', empty: 'E1', silentSensor: 'S1' },
  };
  return {
    pair,
    emulator,
    bench,
    async close() {
      await emulator.close();
      await pair.close();
    },
  };
}
