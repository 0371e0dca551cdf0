import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { Command, controlFrame, dataFrame, FrameReader, hex, type Frame } from './frame';

export interface LinkSettings {
  path: string;
  baudRate: number;
  /** Without a POLL from the board for this long, the board counts as offline. */
  offlineAfterMs: number;
  /** How often a closed port (cable pulled, board unplugged) is opened again. */
  reopenEveryMs: number;
}

type Log = (message: string, fields?: Record<string, unknown>) => void;

interface Outgoing {
  frame: Buffer;
  written: () => void;
}

/**
 * The PC's side of the board's serial line. The board is the master: it POLLs every interval and the
 * PC answers each POLL with one queued command, or with ACK. Every data frame the board sends is
 * acknowledged; one it repeats before its next POLL (its ACK was lost) is passed on only once.
 * Events: 'frame' (a data frame from the board), 'closed' (the port went away).
 */
export class VmcLink extends EventEmitter {
  private port: SerialPort | null = null;
  private readonly outbox: Outgoing[] = [];
  private packNo = 0;
  private lastData = '';
  private lastPollAt = 0;
  private reopenTimer: NodeJS.Timeout | undefined;
  private watchTimer: NodeJS.Timeout | undefined;
  private isClosing = false;
  /** Units run one after another on one board: one motor at a time. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    readonly settings: LinkSettings,
    private readonly log: Log,
  ) {
    super();
  }

  /** Opens the port; a port that cannot be opened is tried again every reopenEveryMs. */
  async open(): Promise<void> {
    const port = new SerialPort({
      path: this.settings.path,
      baudRate: this.settings.baudRate,
      autoOpen: false,
    });
    const reader = new FrameReader(
      (frame) => this.onFrame(frame),
      (bytes) => this.log('spiral board: frame with a bad checksum dropped', { bytes: hex(bytes) }),
    );
    port.on('data', (chunk: Buffer) => reader.push(chunk));
    port.on('error', (error) => this.log('spiral board: serial error', { error: error.message }));
    port.on('close', () => this.onClose(port));
    try {
      await new Promise<void>((resolve, reject) => port.open((error) => (error ? reject(error) : resolve())));
      this.port = port;
      this.log('spiral board: port open', { path: this.settings.path });
      this.watch(port);
    } catch (error) {
      this.log('spiral board: port cannot be opened', { path: this.settings.path, error: String(error) });
      this.scheduleReopen();
    }
  }

  get isOnline(): boolean {
    return this.port !== null && Date.now() - this.lastPollAt < this.settings.offlineAfterMs;
  }

  get isOpen(): boolean {
    return this.port !== null;
  }

  /** Runs `task` once every task queued before it has finished. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.turn.then(task, task);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Queues a command for the board's next POLL; resolves once written, with its packNo. */
  send(command: number, text: readonly number[]): Promise<number> {
    this.packNo = (this.packNo % 255) + 1;
    const packNo = this.packNo;
    return new Promise((resolve) => {
      this.outbox.push({ frame: dataFrame(command, packNo, text), written: () => resolve(packNo) });
    });
  }

  /**
   * The first data frame from the board that `accept` takes, or null after `ms` or when the port
   * closes (never left waiting).
   */
  waitFor(accept: (frame: Frame) => boolean, ms: number): Promise<Frame | null> {
    return new Promise((resolve) => {
      const done = (frame: Frame | null) => {
        clearTimeout(timer);
        this.off('frame', onFrame);
        this.off('closed', onClosed);
        resolve(frame);
      };
      const onFrame = (frame: Frame) => accept(frame) && done(frame);
      const onClosed = () => done(null);
      const timer = setTimeout(() => done(null), ms);
      this.on('frame', onFrame);
      this.on('closed', onClosed);
      if (!this.port) done(null);
    });
  }

  /** Drops queued commands nobody waits for any more (their unit gave up). */
  clearOutbox(): void {
    this.outbox.length = 0;
  }

  private onFrame(frame: Frame): void {
    if (frame.command === Command.poll) {
      this.lastPollAt = Date.now();
      // The board POLLs only once its last data frame was acknowledged: what it sends next is new,
      // even with the same packNo (it numbers from 1 again after a restart).
      this.lastData = '';
      const next = this.outbox.shift();
      this.write(next ? next.frame : controlFrame(Command.ack));
      next?.written();
      return;
    }
    if (frame.command === Command.ack) return;
    this.write(controlFrame(Command.ack));
    const key = `${frame.command}:${frame.packNo}:${frame.text.toString('hex')}`;
    if (key === this.lastData) return;
    this.lastData = key;
    this.emit('frame', frame);
  }

  private write(bytes: Buffer): void {
    this.port?.write(bytes);
  }

  private onClose(port: SerialPort): void {
    if (this.port !== port) return;
    this.port = null;
    this.outbox.length = 0;
    this.emit('closed');
    if (!this.isClosing) {
      this.log('spiral board: port closed (cable pulled or board unplugged)', { path: this.settings.path });
      this.scheduleReopen();
    }
  }

  /**
   * A serial port whose device goes away (USB adapter unplugged, pty closed) is not always closed by the
   * serial library: while open, the device path is checked, and the port closed when it is gone.
   */
  private watch(port: SerialPort): void {
    clearInterval(this.watchTimer);
    this.watchTimer = setInterval(
      () => {
        if (this.port !== port) return clearInterval(this.watchTimer);
        if (!existsSync(this.settings.path)) port.close(() => this.onClose(port));
      },
      Math.min(this.settings.offlineAfterMs, 1_000),
    );
    this.watchTimer.unref();
  }

  private scheduleReopen(): void {
    if (this.isClosing || this.reopenTimer) return;
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = undefined;
      void this.open();
    }, this.settings.reopenEveryMs);
    this.reopenTimer.unref();
  }

  async close(): Promise<void> {
    this.isClosing = true;
    clearTimeout(this.reopenTimer);
    clearInterval(this.watchTimer);
    const port = this.port;
    if (!port) return;
    await new Promise<void>((resolve) => port.close(() => resolve()));
    this.onClose(port);
  }
}
