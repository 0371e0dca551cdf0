import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AgentEvent, UpdateCommand, UpdateState } from '@kiosk/device-link';
import { downloadWithResume } from './download';
import { installRelease, type ReleaseLog } from './install-release';
import type { KioskPage } from './kiosk-page';
import type { ReleaseLinks } from './release-links';
import { lastOutcome, writeTrial } from './trial-marker';

export interface UpdaterOptions {
  /** The API's origin (AGENT_API_URL); unset: updates are not configured. */
  apiUrl?: string;
  links: ReleaseLinks;
  /** The agent's state folder: downloads, the trial marker. */
  stateDir: string;
  /** The programme's public key, PEM (read when a release is checked). */
  publicKey: () => string;
  /** The release this agent runs. */
  running: string;
  /** Whether a release is on trial now (no other update until it is committed or rolled back). */
  isOnTrial: () => boolean;
  publish: (event: AgentEvent) => Promise<void>;
  /** A unit (an order's or the offline kit's) is being dispensed. */
  isDispensing: () => boolean;
  page: KioskPage;
  log: ReleaseLog & { error: (fields: object, message: string) => void };
  /** Stops the agent for its service manager to start it again, from the release `current` points at. */
  restart: () => Promise<void>;
  /** How often "idle yet?" is asked while an installed release waits (1 s). */
  idleCheckMs?: number;
  now?: () => number;
}

class UpdateFailure extends Error {}

/** A tarball's name as the roll-out's path ends (kiosk-pc-{version}.tar.gz): the manifest lists it so. */
const TARBALL = /^[A-Za-z0-9._+-]{1,120}\.tar\.gz$/;

/**
 * The agent's side of a roll-out (docs/device-agent.md, self-update): on an `update` command it downloads
 * the release (resuming after a cut), checks it (the programme's key, its hash, no downgrade), unpacks it
 * beside the current one, waits until the kiosk is idle, then points `current` at it with a trial marker and
 * restarts; the restarted agent's trial (trial.ts) commits it or rolls back. Each step is reported as an
 * `update_state` event. A command repeated (the server sends again until it hears back) changes nothing:
 * it is answered with where that release stands.
 */
export class Updater {
  private job?: { version: string; state: UpdateState };

  constructor(private readonly options: UpdaterOptions) {}

  async handle(command: UpdateCommand): Promise<void> {
    const { log, running } = this.options;
    const report = (state: UpdateState, reason?: string) =>
      this.options.publish({
        type: 'update_state',
        rolloutId: command.rolloutId,
        version: command.version,
        state,
        ...(reason ? { reason } : {}),
      });
    if (!this.options.apiUrl) {
      log.warn(
        { rolloutId: command.rolloutId, version: command.version },
        'update refused: no AGENT_API_URL',
      );
      return report('failed', 'updates are not configured');
    }
    if (command.version === running) return report(this.options.isOnTrial() ? 'on_trial' : 'committed');
    // A roll-out this kiosk rolled back is not tried again by a repeated command: it gets the same answer.
    const last = lastOutcome(this.options.stateDir);
    if (
      last?.rollout === command.rolloutId &&
      last.version === command.version &&
      last.state === 'rolled_back'
    )
      return report('rolled_back', last.reason);
    if (this.job) {
      if (this.job.version === command.version) return report(this.job.state);
      return report('failed', `another update (${this.job.version}) is in progress`);
    }
    if (this.options.isOnTrial()) return report('failed', `release ${running} is still on trial`);
    this.job = { version: command.version, state: 'downloading' };
    try {
      await report('downloading');
      await this.install(command);
      this.job.state = 'installed';
      await report('installed');
      await this.switchWhenIdle(command);
    } catch (error) {
      const reason = error instanceof UpdateFailure ? error.message : `the update stopped: ${String(error)}`;
      log.error({ rolloutId: command.rolloutId, version: command.version, reason }, 'update failed');
      this.job = undefined;
      await report('failed', reason);
    }
  }

  /** Download, check, unpack (or find it unpacked by an earlier command). */
  private async install(command: UpdateCommand): Promise<void> {
    const { links, log, stateDir } = this.options;
    if (links.has(command.version)) return log.info({ version: command.version }, 'release already unpacked');
    const name = basename(command.path);
    if (!TARBALL.test(name)) throw new UpdateFailure(`${name} is not a release tarball`);
    const downloads = join(stateDir, 'downloads');
    mkdirSync(downloads, { recursive: true });
    const tarball = join(downloads, name);
    const manifestFile = `${tarball}.manifest.json`;
    const url = new URL(command.path, this.options.apiUrl);
    try {
      if (!existsSync(tarball))
        await downloadWithResume({ url: url.href, file: tarball, token: command.token });
      rmSync(manifestFile, { force: true });
      await downloadWithResume({
        url: `${url.href}.manifest.json`,
        file: manifestFile,
        token: command.token,
      });
      checkAgainstCommand(manifestFile, name, command);
      const verdict = await installRelease({
        tarball,
        manifestFile,
        publicKey: this.options.publicKey(),
        running: this.options.running,
        previous: links.previous(),
        releasesDir: links.releasesDir,
        log,
      });
      if (!verdict.isAccepted) throw new UpdateFailure(verdict.reason);
    } finally {
      // Whole or refused, the download has served: a refused one is fetched afresh if asked again.
      for (const file of [tarball, manifestFile]) rmSync(file, { force: true });
    }
  }

  /** Whether nothing on the kiosk would be cut by a restart: no unit turning, no visit on the page. */
  isIdle(): boolean {
    return !this.options.isDispensing() && this.options.page.isIdle();
  }

  private async switchWhenIdle(command: UpdateCommand): Promise<void> {
    const { links, log, stateDir } = this.options;
    while (!this.isIdle())
      await new Promise((resolve) => setTimeout(resolve, this.options.idleCheckMs ?? 1_000));
    // From the idle check to the restart nothing waits on the kiosk: the marker, then the link.
    const now = this.options.now?.() ?? Date.now();
    writeTrial(stateDir, {
      rollout: command.rolloutId,
      version: command.version,
      previous: this.options.running,
      deadline: Math.floor(now / 1000) + command.trialSeconds,
      starts: 0,
    });
    links.switchTo(command.version);
    this.job!.state = 'on_trial';
    log.info(
      { version: command.version, trialSeconds: command.trialSeconds },
      'switched to the release on trial',
    );
    await this.options
      .publish({
        type: 'update_state',
        rolloutId: command.rolloutId,
        version: command.version,
        state: 'on_trial',
      })
      .catch(() => undefined);
    await this.options.restart();
  }
}

/**
 * The manifest names the roll-out's version and the tarball's sha256 the roll-out says (the signature and
 * the tarball's own hash are the verifier's checks, next): a release other than the one offered is refused.
 */
function checkAgainstCommand(file: string, tarball: string, command: UpdateCommand): void {
  let manifest: { version?: unknown; files?: { path?: unknown; sha256?: unknown }[] };
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as typeof manifest;
  } catch {
    throw new UpdateFailure('the manifest cannot be read');
  }
  if (manifest.version !== command.version)
    throw new UpdateFailure(
      `the manifest is of release ${String(manifest.version)}, the roll-out's is ${command.version}`,
    );
  const listed = Array.isArray(manifest.files) ? manifest.files.find((f) => f.path === tarball) : undefined;
  if (listed && listed.sha256 !== command.sha256)
    throw new UpdateFailure(`the manifest's sha256 of ${tarball} is not the roll-out's`);
}
