import { VmcEmulator, type EmulatorOptions } from './emulator/vmc-emulator';
import { openPtyPair, type PtyPair } from '../pty-pair';

/** A pty pair with the emulated board on one end: the bench the spiral driver's tests run on. */
export interface SpiralBench {
  pty: PtyPair;
  board: VmcEmulator;
  /** The driver's settings for this bench (short timings). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Selection 10 stocked, 20 jammed, 30 empty, 40 with its drop sensor covered (the conformance bench). */
export const benchSpirals = (): EmulatorOptions['spirals'] => ({
  10: { stock: 50 },
  20: { stock: 5, isJammed: true },
  30: { stock: 0 },
  40: { stock: 50, isSensorSilent: true },
});

export async function openSpiralBench(
  options: Partial<EmulatorOptions> = {},
  hostLink?: string,
): Promise<SpiralBench> {
  const pty = await openPtyPair(hostLink);
  const board = await VmcEmulator.open({
    pollMs: 40,
    vendMs: 60,
    restartMs: 300,
    spirals: benchSpirals(),
    ...options,
    path: pty.boardPath,
  });
  return {
    pty,
    board,
    env: {
      SPIRAL_SERIAL_PORT: pty.hostPath,
      SPIRAL_ANSWER_TIMEOUT_MS: '1000',
      SPIRAL_VEND_TIMEOUT_MS: '1500',
      SPIRAL_OFFLINE_AFTER_MS: '500',
      SPIRAL_REOPEN_EVERY_MS: '200',
    },
    async close() {
      await board.close();
      await pty.close();
    },
  };
}
