/** What the kiosk page says of itself (POST /kiosk-state on the agent's loopback endpoint). */
export interface PageReport {
  /** The agent release the page heard in its last answer (null on its first call after a load). */
  version: string | null;
  /** A visit, a dispense or the emergency dialogs on screen. */
  busy: boolean;
}

export interface KioskPageOptions {
  /** A report is current this long (the page reports every 5 s and at once on each change). */
  freshMs?: number;
  /** No report for this long: the page has stopped (the browser is down or restarting). */
  silentMs?: number;
  now?: () => number;
}

/**
 * The kiosk page as the agent knows it, for "switch only when idle" (docs/device-agent.md). The page
 * reports every 5 s and on each change, so its last report is its state. The safe reading:
 * - a current report (under `freshMs`) that says not busy: idle;
 * - a report between `freshMs` and `silentMs` old: not idle (a late report may say a visit began);
 * - nothing for `silentMs` (or never, since the agent started that long ago): the page has stopped, and a
 *   page that does not run holds no visit: idle. kiosk-browser.service starts it again, and it reloads.
 */
export class KioskPage {
  private last?: PageReport & { at: number };
  private readonly startedAt: number;
  private readonly seen = new Set<string>();
  private readonly now: () => number;

  constructor(private readonly options: KioskPageOptions = {}) {
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  report(report: PageReport): void {
    this.last = { ...report, at: this.now() };
    if (report.version) this.seen.add(report.version);
  }

  /** Whether the page allows a switch now. */
  isIdle(): boolean {
    const age = this.now() - (this.last?.at ?? this.startedAt);
    if (age >= (this.options.silentMs ?? 60_000)) return true;
    if (!this.last) return false;
    return age <= (this.options.freshMs ?? 15_000) && !this.last.busy;
  }

  /** Whether a page reported running with this agent release since the agent started. */
  hasSeen(version: string): boolean {
    return this.seen.has(version);
  }
}
