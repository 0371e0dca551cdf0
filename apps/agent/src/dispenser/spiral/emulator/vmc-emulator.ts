import { SerialPort } from 'serialport';
import {
  Command,
  controlFrame,
  dataFrame,
  FrameReader,
  SelectionState,
  selectionBytes,
  selectionOf,
  VendState,
  type Frame,
} from '../frame';

/** One spiral as the emulated board has it. */
export interface EmulatedSpiral {
  /** Items left; at 0 the board answers "out of stock". */
  stock: number;
  /** The motor turns and nothing falls: the board reports the selection jammed. */
  isJammed?: boolean;
  /** The item falls but the drop sensor sees nothing (covered, unplugged): reported jammed too. */
  isSensorSilent?: boolean;
}

export interface EmulatorOptions {
  /** The board's end of the serial line (one end of a pty pair). */
  path: string;
  /** The POLL interval (200 ms on the board; shorter in tests). */
  pollMs?: number;
  /** How long one motor turn takes before the drop sensor's result. */
  vendMs?: number;
  /** How long the board stays silent when it restarts. */
  restartMs?: number;
  spirals: Record<number, EmulatedSpiral>;
}

/** A data frame the board sends until the PC acknowledges it, at most five times. */
interface Pending {
  frame: Buffer;
  tries: number;
}

/**
 * The vending control board, byte for byte (docs/hardware.md, "Spiral cabinets"): it POLLs, takes a
 * command in answer, ACKs it, and sends its data (selection state, vend progress and result) until the
 * PC ACKs each. Faults on demand: `isMuted` (no answer), `corruptNext` (bad checksums),
 * `restartDuringNextVend` (a reset while the motor turns: its result is lost), `pullCable()`.
 */
export class VmcEmulator {
  readonly motorTurns: number[] = [];
  /** Frames the PC sent, in order, as received (bad checksums excluded). */
  readonly received: Frame[] = [];
  badFramesReceived = 0;
  isMuted = false;
  /** The next n data frames the board sends go out with a wrong XOR byte. */
  corruptNext = 0;
  restartDuringNextVend = false;
  private readonly outbox: Buffer[] = [];
  private pending: Pending | null = null;
  private packNo = 0;
  private lastCommand = -1;
  private isRestarting = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly port: SerialPort,
    private readonly options: Required<Omit<EmulatorOptions, 'path'>>,
  ) {}

  static async open(options: EmulatorOptions): Promise<VmcEmulator> {
    const port = new SerialPort({ path: options.path, baudRate: 57_600, autoOpen: false, lock: false });
    await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
    const emulator = new VmcEmulator(port, { pollMs: 200, vendMs: 300, restartMs: 1_000, ...options });
    const reader = new FrameReader(
      (frame) => emulator.onFrame(frame),
      () => (emulator.badFramesReceived += 1),
    );
    port.on('data', (chunk: Buffer) => reader.push(chunk));
    port.on('error', () => undefined);
    emulator.timer = setInterval(() => emulator.tick(), emulator.options.pollMs);
    return emulator;
  }

  get spirals(): Record<number, EmulatedSpiral> {
    return this.options.spirals;
  }

  /** The board's turn on the line: repeat unacknowledged data, send the next data, or POLL. */
  private tick(): void {
    if (this.isMuted || this.isRestarting || !this.port.isOpen) return;
    if (this.pending && this.pending.tries >= 5) this.pending = null;
    if (!this.pending && this.outbox.length) this.pending = { frame: this.outbox.shift()!, tries: 0 };
    if (!this.pending) return this.write(controlFrame(Command.poll));
    this.pending.tries += 1;
    const frame = Buffer.from(this.pending.frame);
    if (this.corruptNext > 0) {
      this.corruptNext -= 1;
      frame[frame.length - 1]! ^= 0xff;
    }
    this.write(frame);
  }

  private onFrame(frame: Frame): void {
    if (this.isMuted || this.isRestarting) return;
    this.received.push(frame);
    if (frame.command === Command.ack) {
      this.pending = null;
      return;
    }
    this.write(controlFrame(Command.ack));
    // A command repeated with the same packNo (its ACK was lost) is acknowledged, not run again.
    if (frame.packNo === this.lastCommand) return;
    this.lastCommand = frame.packNo;
    if (frame.command === Command.checkSelection) this.answerCheck(selectionOf(frame.text, 0));
    if (frame.command === Command.driveSelection) this.vend(selectionOf(frame.text, 2));
    if (frame.command === Command.machineStatus) this.queue(Command.machineStatusReply, [0x00]);
  }

  private answerCheck(selection: number): void {
    const spiral = this.spirals[selection];
    const state = !spiral
      ? SelectionState.noSuchSelection
      : spiral.stock > 0
        ? SelectionState.normal
        : SelectionState.outOfStock;
    this.queue(Command.selectionStatus, [state, ...selectionBytes(selection)]);
  }

  private vend(selection: number): void {
    const spiral = this.spirals[selection];
    const report = (state: number) =>
      this.queue(Command.dispensingStatus, [state, ...selectionBytes(selection)]);
    if (!spiral) return report(VendState.noMotor);
    this.motorTurns.push(selection);
    report(VendState.dispensing);
    if (this.restartDuringNextVend) {
      this.restartDuringNextVend = false;
      this.later(() => this.restart(), this.options.vendMs / 2);
    }
    this.later(() => {
      const falls = spiral.stock > 0 && !spiral.isJammed;
      if (falls) spiral.stock -= 1;
      report(falls && !spiral.isSensorSilent ? VendState.dropped : VendState.jammed);
    }, this.options.vendMs);
  }

  /** A reset: the motor stops, everything in hand is forgotten, the board is silent for restartMs. */
  restart(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.outbox.length = 0;
    this.pending = null;
    this.packNo = 0;
    this.lastCommand = -1;
    this.isRestarting = true;
    this.later(() => (this.isRestarting = false), this.options.restartMs);
  }

  private queue(command: number, text: number[]): void {
    this.packNo = (this.packNo % 255) + 1;
    this.outbox.push(dataFrame(command, this.packNo, text));
  }

  private later(task: () => void, ms: number): void {
    const timer = setTimeout(() => (this.timers.delete(timer), task()), ms);
    this.timers.add(timer);
  }

  private write(bytes: Buffer): void {
    if (this.port.isOpen) this.port.write(bytes);
  }

  /** The cable pulled: the board's end of the line closes. */
  pullCable(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    for (const timer of this.timers) clearTimeout(timer);
    if (!this.port.isOpen) return;
    await new Promise<void>((resolve) => this.port.close(() => resolve()));
  }
}
