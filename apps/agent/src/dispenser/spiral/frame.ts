/**
 * Frames of the vending control board's "upper computer" protocol (docs/hardware.md, "Spiral cabinets"):
 * `FA FB | command | length | packNo + text | XOR`, where length counts packNo and text, and the last
 * byte is the XOR of every byte before it. POLL (0x41) and ACK (0x42) carry no packNo: length 0.
 */
export const STX = [0xfa, 0xfb] as const;

export const Command = {
  /** Board → PC, every poll interval: "anything to send?" */
  poll: 0x41,
  /** Either side: "received". */
  ack: 0x42,
  /** PC → board: check a selection (packNo, selection:2). */
  checkSelection: 0x01,
  /** Board → PC: a selection's state (packNo, state, selection:2). */
  selectionStatus: 0x02,
  /** Board → PC: a vend's progress and result (packNo, state, selection:2). */
  dispensingStatus: 0x04,
  /** PC → board: run a selection's motor (packNo, drop sensor on, elevator on, selection:2). */
  driveSelection: 0x06,
  /** PC → board: the machine's state (packNo). */
  machineStatus: 0x53,
  /** Board → PC: the machine's state (packNo, state). */
  machineStatusReply: 0x54,
} as const;

/** A selection's state, in answer to checkSelection. */
export const SelectionState = {
  normal: 0x01,
  outOfStock: 0x02,
  noSuchSelection: 0x03,
  paused: 0x04,
} as const;

/** A vend's state, in dispensingStatus. */
export const VendState = {
  dispensing: 0x01,
  dropped: 0x02,
  jammed: 0x03,
  motorDidNotStop: 0x04,
  noMotor: 0x06,
  terminated: 0xff,
} as const;

export interface Frame {
  command: number;
  /** The communication number (1–255); 0 for POLL and ACK. */
  packNo: number;
  text: Buffer;
}

function xorOf(bytes: Uint8Array): number {
  let sum = 0;
  for (const byte of bytes) sum ^= byte;
  return sum;
}

/** POLL or ACK: no packNo, no text. */
export function controlFrame(command: number): Buffer {
  const head = Buffer.from([...STX, command, 0]);
  return Buffer.concat([head, Buffer.from([xorOf(head)])]);
}

/** A frame with a communication number and its text. */
export function dataFrame(command: number, packNo: number, text: readonly number[]): Buffer {
  const head = Buffer.from([...STX, command, text.length + 1, packNo, ...text]);
  return Buffer.concat([head, Buffer.from([xorOf(head)])]);
}

/** A selection number as the protocol carries it: two bytes, high first. */
export function selectionBytes(selection: number): [number, number] {
  return [(selection >> 8) & 0xff, selection & 0xff];
}

export function selectionOf(text: Buffer, at: number): number {
  return text.length >= at + 2 ? text.readUInt16BE(at) : -1;
}

/**
 * Cuts a byte stream into frames. Bytes before a start mark are dropped; a frame whose XOR does not
 * match is reported through onBadFrame and skipped (the sender repeats what is not acknowledged).
 */
export class FrameReader {
  private buffer = Buffer.alloc(0);

  constructor(
    private readonly onFrame: (frame: Frame) => void,
    private readonly onBadFrame: (bytes: Buffer) => void = () => undefined,
  ) {}

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const start = this.buffer.indexOf(Buffer.from(STX));
      if (start < 0) {
        // keep a trailing 0xFA: it may begin the next frame
        this.buffer = this.buffer.subarray(this.buffer.at(-1) === STX[0] ? -1 : this.buffer.length);
        return;
      }
      this.buffer = this.buffer.subarray(start);
      if (this.buffer.length < 5) return;
      const size = 5 + this.buffer[3]!;
      if (this.buffer.length < size) return;
      const bytes = this.buffer.subarray(0, size);
      this.buffer = this.buffer.subarray(size);
      if (xorOf(bytes.subarray(0, size - 1)) !== bytes[size - 1]) {
        this.onBadFrame(Buffer.from(bytes));
        continue;
      }
      const length = bytes[3]!;
      this.onFrame({
        command: bytes[2]!,
        packNo: length ? bytes[4]! : 0,
        text: Buffer.from(bytes.subarray(5, 4 + length)),
      });
    }
  }
}

/** Bytes as the documentation writes them: `fa fb 41 00 40`. */
export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('hex')
    .replace(/(..)(?=.)/g, '$1 ');
}
