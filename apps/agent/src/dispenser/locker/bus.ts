import { SerialPort } from 'serialport';
import { commandFrame, COMMAND, FrameReader, parseState, type BoardState } from './protocol';

/** Why a board did not answer a command: no answer in time, a garbled answer, or the port is gone. */
export class BusError extends Error {
  override name = 'BusError';
  constructor(readonly reason: 'no answer' | 'checksum' | 'closed') {
    super(`lock board: ${reason}`);
  }
}

interface Pending {
  address: number;
  resolve: (state: BoardState) => void;
  reject: (error: BusError) => void;
}

/**
 * One RS-485 bus, opened for a run of commands and closed after: one command at a time, each answered
 * by its board within `replyMs` or failed. Nothing here ever sends a command twice; the caller decides.
 */
export class LockerBus {
  private readonly reader = new FrameReader();
  private pending: Pending | null = null;
  private isClosed = false;

  private constructor(
    private readonly port: SerialPort,
    private readonly replyMs: number,
  ) {
    port.on('data', (chunk: Buffer) => this.onData(chunk));
    port.on('close', () => this.onClose());
    port.on('error', () => this.onClose());
  }

  /** Opens the port (8 data bits, no parity, 1 stop bit); rejects with BusError('closed') when it cannot. */
  static open(path: string, baudRate: number, replyMs: number): Promise<LockerBus> {
    return new Promise((resolve, reject) => {
      const port = new SerialPort({ path, baudRate, autoOpen: false });
      port.open((error) => (error ? reject(new BusError('closed')) : resolve(new LockerBus(port, replyMs))));
    });
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /** Sends one command and waits for its board's state reply. */
  request(board: number, channel: number, command: 'status' | 'unlock'): Promise<BoardState> {
    if (this.isClosed) return Promise.reject(new BusError('closed'));
    if (this.pending) throw new Error('LockerBus: one command at a time');
    return new Promise<BoardState>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(new BusError('no answer')), this.replyMs);
      const done = () => clearTimeout(timer);
      this.pending = {
        address: (board << 4) | channel,
        resolve: (state) => (done(), resolve(state)),
        reject: (error) => (done(), reject(error)),
      };
      this.port.write(commandFrame(board, channel, command), (error) => {
        if (error) this.settle(new BusError('closed'));
      });
    });
  }

  private settle(outcome: BoardState | BusError): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    if (outcome instanceof BusError) pending.reject(outcome);
    else pending.resolve(outcome);
  }

  private onData(chunk: Buffer): void {
    for (const decoded of this.reader.push(chunk)) {
      if ('corrupt' in decoded) {
        this.settle(new BusError('checksum'));
        continue;
      }
      const { frame } = decoded;
      const address = (frame.board << 4) | frame.channel;
      if (frame.command === COMMAND.stateReply && address === this.pending?.address)
        this.settle(parseState(frame.data));
    }
  }

  private onClose(): void {
    this.isClosed = true;
    this.settle(new BusError('closed'));
  }

  close(): Promise<void> {
    if (this.isClosed || !this.port.isOpen) {
      this.isClosed = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.port.close(() => resolve()));
  }
}
