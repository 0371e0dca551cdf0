import { commandLineOrExit } from '../../../../../../scripts/command-line.mjs';
import { benchSpirals } from '../test-bench';
import { openPtyPair } from '../../pty-pair';
import { VmcEmulator } from './vmc-emulator';

/**
 * `npm run emulate:spiral`: the emulated vending control board on a pty pair, with the conformance
 * bench's spirals, until stopped. It prints the device path the driver opens (SPIRAL_SERIAL_PORT).
 */
const values = commandLineOrExit(process.argv.slice(2), {
  options: { 'poll-ms': { type: 'string' }, 'vend-ms': { type: 'string' } },
  helpHint: 'npm run emulate:spiral -- --help',
  check: (given) => {
    for (const name of ['poll-ms', 'vend-ms']) {
      const value = given[name];
      if (value !== undefined && !/^[1-9]\d{0,4}$/.test(String(value)))
        return `--${name} must be a whole number of milliseconds from 1 to 99999`;
    }
    return undefined;
  },
  usage: `Runs the emulated spiral vending control board (docs/hardware.md) on a socat pty pair, with
selection 10 stocked, 20 jammed, 30 empty and 40 with its drop sensor covered, until stopped (Ctrl-C).

Usage: npm run emulate:spiral [-- --poll-ms <ms>] [--vend-ms <ms>]

  --poll-ms <ms>   how often the board POLLs (default 200, as the board does)
  --vend-ms <ms>   how long one motor turn takes (default 300)
  --help, -h       this text (nothing is started)

It prints SPIRAL_SERIAL_PORT=<path>: the end the spiral driver opens.`,
});

const pty = await openPtyPair();
const board = await VmcEmulator.open({
  path: pty.boardPath,
  pollMs: Number(values['poll-ms'] ?? 200),
  vendMs: Number(values['vend-ms'] ?? 300),
  spirals: benchSpirals(),
});
console.log(`SPIRAL_SERIAL_PORT=${pty.hostPath}`);
const stop = async () => {
  await board.close();
  await pty.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
