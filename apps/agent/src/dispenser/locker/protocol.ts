/**
 * The KR-CU16 command set of Kerong-style RS-485 lock-control boards (docs/hardware.md, "Locker
 * towers"). Every frame is STX, ADDR, CMD, [data], ETX, SUM: ADDR carries the board's address in its
 * high four bits and the lock's channel (0-15 on the wire) in its low four; SUM is the low byte of the
 * sum of every byte before it.
 */
export const STX = 0x02;
export const ETX = 0x03;
export const COMMAND = { status: 0x30, unlock: 0x31, stateReply: 0x35 } as const;
export const CHANNELS_PER_BOARD = 16;
export const MAX_BOARD = 15;

/** The low byte of the sum of the bytes. */
export function checksum(bytes: Iterable<number>): number {
  let sum = 0;
  for (const byte of bytes) sum += byte;
  return sum & 0xff;
}

/** What a board reports of its sixteen channels: lock hook closed (door shut) and item sensor covered. */
export interface BoardState {
  closed: boolean[];
  itemSeen: boolean[];
}

export interface Frame {
  board: number;
  /** 0-15, as on the wire. */
  channel: number;
  command: number;
  data: Buffer;
}

const addressByte = (board: number, channel: number) => ((board & 0x0f) << 4) | (channel & 0x0f);

function frame(board: number, channel: number, command: number, data: readonly number[] = []): Buffer {
  const body = [STX, addressByte(board, channel), command, ...data, ETX];
  return Buffer.from([...body, checksum(body)]);
}

/** A command from the host: `status` (read the board) or `unlock` (fire one lock). */
export function commandFrame(board: number, channel: number, command: 'status' | 'unlock'): Buffer {
  return frame(board, channel, COMMAND[command]);
}

/** Sixteen flags as two bytes, channels 0-7 in the first (bit 0 = channel 0), 8-15 in the second. */
function packFlags(flags: readonly boolean[]): [number, number] {
  let bits = 0;
  flags.forEach((flag, i) => (bits |= flag ? 1 << i : 0));
  return [bits & 0xff, (bits >> 8) & 0xff];
}

function unpackFlags(low: number, high: number): boolean[] {
  const bits = low | (high << 8);
  return Array.from({ length: CHANNELS_PER_BOARD }, (_, i) => (bits & (1 << i)) !== 0);
}

/** The board's answer to either command: its lock and sensor states, ADDR echoed. */
export function stateReplyFrame(board: number, channel: number, state: BoardState): Buffer {
  return frame(board, channel, COMMAND.stateReply, [
    ...packFlags(state.closed),
    ...packFlags(state.itemSeen),
  ]);
}

export function parseState(data: Buffer): BoardState {
  return { closed: unpackFlags(data[0]!, data[1]!), itemSeen: unpackFlags(data[2]!, data[3]!) };
}

/** A reply carries four data bytes; a command none. */
const frameLength = (command: number) => (command === COMMAND.stateReply ? 9 : 5);

export type Decoded = { frame: Frame } | { corrupt: Buffer };

/**
 * Cuts frames out of a byte stream as they arrive. A frame whose ETX or SUM is wrong comes out as
 * `corrupt` and the reader looks for the next STX after its first byte; bytes before an STX are noise.
 */
export class FrameReader {
  private buffer = Buffer.alloc(0);

  push(chunk: Buffer): Decoded[] {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const out: Decoded[] = [];
    for (;;) {
      const start = this.buffer.indexOf(STX);
      if (start < 0) {
        this.buffer = Buffer.alloc(0);
        return out;
      }
      this.buffer = this.buffer.subarray(start);
      if (this.buffer.length < 3) return out;
      const length = frameLength(this.buffer[2]!);
      if (this.buffer.length < length) return out;
      const bytes = this.buffer.subarray(0, length);
      if (bytes[length - 2] === ETX && bytes[length - 1] === checksum(bytes.subarray(0, length - 1))) {
        const [, address, command] = bytes as unknown as number[];
        const data = Buffer.from(bytes.subarray(3, length - 2));
        out.push({ frame: { board: address! >> 4, channel: address! & 0x0f, command: command!, data } });
        this.buffer = this.buffer.subarray(length);
      } else {
        out.push({ corrupt: Buffer.from(bytes) });
        this.buffer = this.buffer.subarray(1);
      }
    }
  }
}

/** Bytes as spaced upper-case hex, as docs/hardware.md writes frames. */
export const hex = (bytes: Buffer) =>
  [...bytes].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(' ');
