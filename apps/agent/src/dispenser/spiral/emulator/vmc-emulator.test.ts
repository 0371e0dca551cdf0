import { readFileSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hex } from '../frame';
import { openPtyPair, type PtyPair } from '../../pty-pair';
import { VmcEmulator, type EmulatorOptions } from './vmc-emulator';

const POLL = 'fa fb 41 00 40';

/** The exchange docs/hardware.md writes out, as [who, bytes] in order. */
function documentedExchange(): ['board' | 'pc', string][] {
  const doc = readFileSync(new URL('../../../../../../docs/hardware.md', import.meta.url), 'utf8');
  const block = /```text spiral-exchange\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/hardware.md has no spiral-exchange block');
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const [, who, bytes] = /^(board|pc):\s+((?:[0-9a-f]{2} ?)+)/.exec(line)!;
      return [who as 'board' | 'pc', bytes!.trim()];
    });
}

/** The PC's end, raw: the frames the board sent, each as the documentation writes bytes. */
async function openPcEnd(path: string) {
  const port = new SerialPort({ path, baudRate: 57_600, autoOpen: false, lock: false });
  await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
  const frames: string[] = [];
  let buffer = Buffer.alloc(0);
  port.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 5 && buffer.length >= 5 + buffer[3]!) {
      frames.push(hex(buffer.subarray(0, 5 + buffer[3]!)));
      buffer = buffer.subarray(5 + buffer[3]!);
    }
  });
  return { port, frames, write: (bytes: string) => port.write(Buffer.from(bytes.replace(/ /g, ''), 'hex')) };
}

let pty: PtyPair;
let board: VmcEmulator;
let pc: Awaited<ReturnType<typeof openPcEnd>>;

async function start(spirals: EmulatorOptions['spirals'] = { 10: { stock: 3 } }) {
  pty = await openPtyPair();
  board = await VmcEmulator.open({ path: pty.boardPath, pollMs: 60, vendMs: 150, restartMs: 300, spirals });
  pc = await openPcEnd(pty.hostPath);
}

afterEach(async () => {
  if (pc.port.isOpen) await new Promise((resolve) => pc.port.close(resolve));
  await board.close();
  await pty.close();
});

/**
 * The next frame the board sends that is not a POLL (or the next POLL, when a POLL is expected), nor a
 * repeat of the data frame before it (sent again before the PC's ACK arrived, as the protocol allows).
 */
async function nextFrom(expected: string, seen: { at: number; last: string }): Promise<string> {
  for (;;) {
    await vi.waitFor(() => expect(pc.frames.length).toBeGreaterThan(seen.at), { timeout: 5_000 });
    const frame = pc.frames[seen.at++]!;
    if (frame === seen.last || (frame === POLL && expected !== POLL)) continue;
    if (frame !== POLL) seen.last = frame;
    return frame;
  }
}

describe('the emulated vending control board', () => {
  it('answers the exchange of docs/hardware.md byte for byte', async () => {
    await start();
    const exchange = documentedExchange();
    expect(exchange.length).toBeGreaterThan(10);
    const seen = { at: pc.frames.length, last: '' };
    for (const [who, bytes] of exchange) {
      if (who === 'pc') pc.write(bytes);
      else expect(await nextFrom(bytes, seen)).toBe(bytes);
    }
    expect(board.motorTurns).toEqual([10]);
    expect(board.spirals[10]!.stock).toBe(2);
  });

  it('sends an unacknowledged frame again, five times at most, then polls again', async () => {
    await start();
    pc.write('fa fb 01 03 01 00 0a 08');
    const status = 'fa fb 02 04 01 01 00 0a 0d';
    await vi.waitFor(() => expect(pc.frames.filter((f) => f === status)).toHaveLength(5), { timeout: 5_000 });
    const at = pc.frames.length;
    await vi.waitFor(() => expect(pc.frames.slice(at)).toContain(POLL), { timeout: 5_000 });
    expect(pc.frames.filter((f) => f === status)).toHaveLength(5);
  });

  it('on demand: a bad checksum, silence, a reset that loses the vend, a pulled cable', async () => {
    await start();
    board.corruptNext = 1;
    pc.write('fa fb 01 03 01 00 0a 08');
    await vi.waitFor(() => expect(pc.frames).toContain('fa fb 02 04 01 01 00 0a f2'), { timeout: 5_000 });
    await vi.waitFor(() => expect(pc.frames).toContain('fa fb 02 04 01 01 00 0a 0d'), { timeout: 5_000 });
    pc.write('fa fb 42 00 43');

    board.isMuted = true;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const silentFrom = pc.frames.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pc.frames.length).toBe(silentFrom);
    board.isMuted = false;

    board.restartDuringNextVend = true;
    pc.write('fa fb 06 05 02 01 00 00 0a 0b');
    await vi.waitFor(() => expect(board.motorTurns).toEqual([10]), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pc.frames.filter((f) => f.startsWith('fa fb 04') && f.includes(' 02 00 0a'))).toEqual([]);
    pc.write('fa fb 53 01 03 50');
    // after the reset the board numbers its frames from 1 again
    await vi.waitFor(() => expect(pc.frames).toContain('fa fb 54 02 01 00 56'), { timeout: 5_000 });

    const closed = new Promise((resolve) => pc.port.once('close', resolve));
    await board.pullCable();
    await pty.close();
    await closed;
  });
});
