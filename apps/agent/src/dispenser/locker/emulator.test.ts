import { readFileSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { LockerBoardEmulator } from './emulator';
import { commandFrame, FrameReader, hex } from './protocol';
import { openPtyPair, type PtyPair } from '../pty-pair';

const docs = readFileSync(new URL('../../../../../docs/hardware.md', import.meta.url), 'utf8');

/** The `>`/`<` frame lines of the locker section of docs/hardware.md, in order. */
function documentedExchange(): { sent: string; answer: string }[] {
  const section = docs.split('## Locker towers (RS-485 lock-control boards)')[1]!.split(/\n## /)[0]!;
  const lines = [...section.matchAll(/^([<>]) ((?:[0-9A-F]{2} ?)+)$/gm)].map((m) => [m[1], m[2]!.trim()]);
  const pairs: { sent: string; answer: string }[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    expect([lines[i]![0], lines[i + 1]?.[0]]).toEqual(['>', '<']);
    pairs.push({ sent: lines[i]![1]!, answer: lines[i + 1]![1]! });
  }
  return pairs;
}

/** Board 1 as the documented exchange has it: lockers 1 and 2 hold an item, every door shut. */
function documentedBoard() {
  const emulator = new LockerBoardEmulator({ boards: [1], closeAfterMs: 60_000 });
  emulator.setLocker(1, 1, { items: 1 });
  emulator.setLocker(1, 2, { items: 1 });
  return emulator;
}

const bytes = (text: string) => Buffer.from(text.split(' ').map((b) => parseInt(b, 16)));

describe('the locker board emulator', () => {
  let pair: PtyPair | null = null;
  afterEach(async () => {
    await pair?.close();
    pair = null;
  });

  it('answers the frames of docs/hardware.md byte for byte', async () => {
    const exchange = documentedExchange();
    expect(exchange.length).toBeGreaterThanOrEqual(4);
    const emulator = documentedBoard();
    for (const { sent, answer } of exchange) {
      const answers: string[] = [];
      emulator.receive(bytes(sent), (reply) => answers.push(hex(reply)));
      expect(answers).toEqual([answer]);
    }
    await emulator.close();
  });

  it('builds the documented commands from board, lock and command', () => {
    const sent = documentedExchange().map((e) => e.sent);
    expect(sent).toContain(hex(commandFrame(1, 0, 'status')));
    expect(sent).toContain(hex(commandFrame(1, 0, 'unlock')));
    expect(sent).toContain(hex(commandFrame(1, 15, 'status')));
  });

  it('drops a frame with a wrong SUM and one for a board not on the bus, answering nothing', async () => {
    const emulator = documentedBoard();
    const answers: Buffer[] = [];
    emulator.receive(bytes('02 10 31 03 47'), (r) => answers.push(r));
    emulator.receive(commandFrame(2, 0, 'unlock'), (r) => answers.push(r));
    expect(answers).toEqual([]);
    expect(emulator.locker(1, 1).closed).toBe(true);
    await emulator.close();
  });

  it('has each fault on demand', async () => {
    const emulator = documentedBoard();
    const answers: string[] = [];
    const send = (frame: Buffer) => emulator.receive(frame, (r) => answers.push(hex(r)));
    emulator.setLocker(1, 2, { fault: 'lock stuck' });
    send(commandFrame(1, 1, 'unlock'));
    expect(emulator.locker(1, 2).closed).toBe(true);
    emulator.setBoardFault(1, 'silent');
    send(commandFrame(1, 0, 'status'));
    expect(answers).toHaveLength(1);
    emulator.setBoardFault(1, 'bad checksum');
    send(commandFrame(1, 0, 'status'));
    expect(new FrameReader().push(bytes(answers[1]!))).toEqual([{ corrupt: expect.any(Buffer) }]);
    emulator.setBoardFault(1, 'reset mid-command');
    send(commandFrame(1, 0, 'unlock'));
    expect(answers).toHaveLength(2);
    expect(emulator.locker(1, 1).closed).toBe(false);
    expect(emulator.unlocks(1, 1)).toBe(1);
    send(commandFrame(1, 0, 'status'));
    expect(answers).toHaveLength(3);
    await emulator.close();
  });

  it('serves the board end of a socat pty pair', async () => {
    pair = await openPtyPair();
    const emulator = await documentedBoard().serve(pair.boardPath);
    const host = new SerialPort({ path: pair.hostPath, baudRate: 19_200 });
    const reader = new FrameReader();
    const answered = new Promise<string>((resolve) =>
      host.on('data', (chunk: Buffer) => {
        for (const decoded of reader.push(chunk)) if ('frame' in decoded) resolve(hex(decoded.frame.data));
      }),
    );
    host.write(commandFrame(1, 0, 'status'));
    expect(await answered).toBe('FF FF 03 00');
    await new Promise<void>((resolve) => host.close(() => resolve()));
    await emulator.close();
  });
});
