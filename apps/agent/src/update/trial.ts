import type { AgentEvent } from '@kiosk/device-link';
import type { ReleaseLinks } from './release-links';
import {
  readOutcome,
  readTrial,
  outcomeReported,
  removeTrial,
  writeOutcome,
  type PendingOutcome,
  type TrialMarker,
} from './trial-marker';

export interface TrialOptions {
  links: ReleaseLinks;
  stateDir: string;
  /** QoS 1; resolves once the broker has it. */
  publish: (event: AgentEvent) => Promise<void>;
  /** The driver's self-test: undefined when it passed, else why not. */
  selfTest: () => Promise<string | undefined>;
  /** Whether the kiosk page reported running with this release. */
  pageHasSeen: (version: string) => boolean;
  /** False when there is no page link (no AGENT_KIOSK_ORIGIN): the trial does not wait for a page. */
  isPageRequired: boolean;
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void };
  restart: () => Promise<void>;
  now?: () => number;
}

/**
 * A release on trial (greenboot style, docs/device-agent.md): the agent started from it keeps it only once
 * it has reached the broker, its driver passed its self-test and the kiosk page reported running with it,
 * all before the marker's deadline. Otherwise `current` goes back to the previous release and the agent
 * restarts from it; the roll-back is noted in the state folder and reported by whichever agent is next
 * connected. The launcher (kiosk-agent-launcher.sh) rolls back an agent that does not even start, and
 * one that hangs past the deadline (its timer here never fires).
 */
export class Trial {
  private marker?: TrialMarker;
  private timer?: NodeJS.Timeout;
  private passed = { broker: false, selfTest: false, page: false };

  constructor(private readonly options: TrialOptions) {}

  /** At start: a trial of the release `current` points at, or nothing (a stale marker is removed). */
  begin(): void {
    const { links, stateDir } = this.options;
    const marker = readTrial(stateDir);
    if (!marker) return;
    if (links.current() !== marker.version) return removeTrial(stateDir);
    this.marker = marker;
    this.options.log.info({ version: marker.version, deadline: marker.deadline }, 'release on trial');
    const leftMs = marker.deadline * 1000 - (this.options.now?.() ?? Date.now());
    this.timer = setTimeout(() => void this.rollBack(this.missing()), Math.max(0, leftMs));
    void this.options.selfTest().then(
      (problem) =>
        problem ? void this.rollBack(`the driver's self-test failed: ${problem}`) : this.pass('selfTest'),
      (error: unknown) => void this.rollBack(`the driver's self-test failed: ${String(error)}`),
    );
  }

  get isOnTrial(): boolean {
    return this.marker !== undefined;
  }

  /** Connected to the broker: a pending outcome is reported, and the trial's first condition holds. */
  onConnected(): void {
    const pending = readOutcome(this.options.stateDir);
    if (pending)
      void this.report(pending).then(
        () => outcomeReported(this.options.stateDir),
        () => undefined,
      );
    if (this.marker) this.pass('broker');
  }

  /** A page report came: it counts once it names the release on trial. */
  onPageReport(): void {
    if (this.marker && this.options.pageHasSeen(this.marker.version)) this.pass('page');
  }

  private pass(condition: keyof Trial['passed']): void {
    this.passed[condition] = true;
    const isPageDone = this.passed.page || !this.options.isPageRequired;
    if (this.marker && this.passed.broker && this.passed.selfTest && isPageDone) this.commit(this.marker);
  }

  private missing(): string {
    const missing = [
      !this.passed.broker && 'reach the broker',
      !this.passed.selfTest && "pass the driver's self-test",
      !this.passed.page && this.options.isPageRequired && 'hear from the kiosk page',
    ].filter(Boolean);
    return `the trial deadline passed before the agent could ${missing.join(', ')}`;
  }

  private commit(marker: TrialMarker): void {
    clearTimeout(this.timer);
    this.marker = undefined;
    removeTrial(this.options.stateDir);
    const removed = this.options.links.removeOthers();
    this.options.log.info({ version: marker.version, removed }, 'release committed');
    void this.report({ rollout: marker.rollout, version: marker.version, state: 'committed' }).catch(
      () => undefined,
    );
  }

  private async rollBack(reason: string): Promise<void> {
    const marker = this.marker;
    if (!marker) return;
    clearTimeout(this.timer);
    this.marker = undefined;
    const outcome: PendingOutcome = {
      rollout: marker.rollout,
      version: marker.version,
      state: 'rolled_back',
      reason,
    };
    // Noted first: whichever agent is connected next reports it, if this one cannot.
    writeOutcome(this.options.stateDir, outcome);
    this.options.links.rollBackTo(marker.previous);
    removeTrial(this.options.stateDir);
    this.options.log.error(
      { version: marker.version, previous: marker.previous, reason },
      'release rolled back',
    );
    if (this.passed.broker) {
      const reported = await withTimeout(this.report(outcome), 3_000);
      if (reported) outcomeReported(this.options.stateDir);
    }
    await this.options.restart();
  }

  private report(outcome: PendingOutcome): Promise<void> {
    return this.options.publish({
      type: 'update_state',
      rolloutId: outcome.rollout,
      version: outcome.version,
      state: outcome.state,
      ...(outcome.reason ? { reason: outcome.reason } : {}),
    });
  }
}

const withTimeout = (promise: Promise<void>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
