import { SerialPort } from 'serialport';
import { CHANNELS_PER_BOARD, COMMAND, FrameReader, stateReplyFrame, type Frame } from './protocol';

/** A fault of one locker: its lock does not fire, or its door is left open once it opened. */
export type LockerFault = 'lock stuck' | 'door left open';
/**
 * A fault of a whole board: it answers nothing, answers with a wrong SUM (but acts), or resets while
 * it carries out the next command (the lock fires, the answer is never sent; once).
 */
export type BoardFault = 'silent' | 'bad checksum' | 'reset mid-command';

interface Locker {
  closed: boolean;
  items: number;
  fault: LockerFault | null;
}

export interface EmulatorOptions {
  /** The boards' addresses on the bus. */
  boards: number[];
  /** How long after the lock fires a person takes the item and shuts the door (ms). */
  closeAfterMs?: number;
}

/**
 * A KR-CU16-style lock-control board bus, byte for byte, on the board end of a serial line (one end
 * of a `socat` pty pair): answers `status` and `unlock` frames as docs/hardware.md writes them, with
 * faults on demand. Every good frame it receives is kept in `received`.
 */
export class LockerBoardEmulator {
  readonly received: Frame[] = [];
  private readonly boards = new Map<number, Locker[]>();
  private readonly boardFaults = new Map<number, { fault: BoardFault; only?: number }>();
  private readonly reader = new FrameReader();
  private readonly timers = new Set<NodeJS.Timeout>();
  private port: SerialPort | null = null;

  constructor(private readonly options: EmulatorOptions) {
    for (const board of options.boards)
      this.boards.set(
        board,
        Array.from({ length: CHANNELS_PER_BOARD }, () => ({ closed: true, items: 0, fault: null })),
      );
  }

  /** Opens the board end of the line and answers what arrives on it. */
  async serve(path: string, baudRate = 19_200): Promise<this> {
    const port = new SerialPort({ path, baudRate, autoOpen: false });
    await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
    port.on('data', (chunk: Buffer) => this.receive(chunk, (reply) => port.write(reply)));
    port.on('error', () => undefined);
    this.port = port;
    return this;
  }

  /** Sets a locker (channel 1-16 as printed): how many items it holds, its fault. */
  setLocker(board: number, channel: number, state: Partial<Locker>): void {
    Object.assign(this.locker(board, channel), state);
  }

  locker(board: number, channel: number): Locker {
    const locker = this.boards.get(board)?.[channel - 1];
    if (!locker) throw new Error(`no locker ${board}:${channel}`);
    return locker;
  }

  /** A board's fault, on every command or `only` on one kind (`unlock`: the answer to a fired lock). */
  setBoardFault(board: number, fault: BoardFault | null, only?: 'status' | 'unlock'): void {
    if (fault) this.boardFaults.set(board, { fault, ...(only ? { only: COMMAND[only] } : {}) });
    else this.boardFaults.delete(board);
  }

  /** How many unlock frames reached a locker (channel 1-16). */
  unlocks(board: number, channel: number): number {
    return this.received.filter(
      (f) => f.command === COMMAND.unlock && f.board === board && f.channel === channel - 1,
    ).length;
  }

  /** Handles bytes from the host; `send` carries each answer back (tests call this without a port). */
  receive(chunk: Buffer, send: (reply: Buffer) => void): void {
    for (const decoded of this.reader.push(chunk)) {
      // A real board drops a frame whose SUM is wrong, silently.
      if ('frame' in decoded) this.handle(decoded.frame, send);
    }
  }

  private handle(frame: Frame, send: (reply: Buffer) => void): void {
    const lockers = this.boards.get(frame.board);
    if (!lockers || (frame.command !== COMMAND.status && frame.command !== COMMAND.unlock)) return;
    this.received.push(frame);
    const set = this.boardFaults.get(frame.board);
    const fault = set && (set.only === undefined || set.only === frame.command) ? set.fault : null;
    if (fault === 'silent') return;
    if (frame.command === COMMAND.unlock) this.fire(lockers[frame.channel]!);
    if (fault === 'reset mid-command') {
      // The lock's coil was already driven: the door is open; the answer is lost in the reset.
      this.boardFaults.delete(frame.board);
      return;
    }
    const reply = stateReplyFrame(frame.board, frame.channel, {
      closed: lockers.map((l) => l.closed),
      itemSeen: lockers.map((l) => l.items > 0),
    });
    if (fault === 'bad checksum')
      reply.writeUInt8(reply.readUInt8(reply.length - 1) ^ 0xff, reply.length - 1);
    send(reply);
  }

  /** The lock fires: the door springs open unless stuck; a person takes one item and shuts it. */
  private fire(locker: Locker): void {
    if (locker.fault === 'lock stuck') return;
    locker.closed = false;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (locker.items > 0) locker.items -= 1;
      if (locker.fault !== 'door left open') locker.closed = true;
    }, this.options.closeAfterMs ?? 50);
    this.timers.add(timer);
  }

  /** The cable is pulled at the board: its end of the line is closed. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const port = this.port;
    this.port = null;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }
}
