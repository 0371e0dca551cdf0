import { existsSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The kiosk PC's release layout (deploy/kiosk-pc/install.sh): `{dir}/releases/{version}` side by side,
 * `{dir}/current` pointing at the one that runs and `{dir}/previous` at the one before (the way back).
 */
export class ReleaseLinks {
  readonly releasesDir: string;

  constructor(readonly dir: string) {
    this.releasesDir = join(dir, 'releases');
  }

  private target(name: 'current' | 'previous'): string | undefined {
    try {
      return basename(readlinkSync(join(this.dir, name)));
    } catch {
      return undefined;
    }
  }

  /** The version `current` points at (the release this agent was started from). */
  current(): string | undefined {
    return this.target('current');
  }

  previous(): string | undefined {
    return this.target('previous');
  }

  has(version: string): boolean {
    return existsSync(join(this.releasesDir, version));
  }

  /** Points a link at a release in one rename, so a power cut leaves the old link or the new, never none. */
  private point(name: 'current' | 'previous', version: string): void {
    const next = join(this.dir, `.${name}.new`);
    rmSync(next, { force: true });
    symlinkSync(`releases/${version}`, next);
    renameSync(next, join(this.dir, name));
  }

  /** `current` to `version`; the release it left becomes `previous`. */
  switchTo(version: string): void {
    const was = this.current();
    if (was && was !== version) this.point('previous', was);
    this.point('current', version);
  }

  /** Back to `version` (the trial's previous release); `previous` is left as it was. */
  rollBackTo(version: string): void {
    this.point('current', version);
  }

  /**
   * Removes every release but `current` and `previous` (after a commit). One laid down by install.sh as
   * root cannot be removed by the agent: it stays, and install.sh removes it on its next run.
   */
  removeOthers(): string[] {
    const keep = new Set([this.current(), this.previous()]);
    const removed: string[] = [];
    for (const name of readdirSync(this.releasesDir)) {
      if (keep.has(name)) continue;
      try {
        rmSync(join(this.releasesDir, name), { recursive: true });
        removed.push(name);
      } catch {
        // Not ours to remove (root's): left for install.sh.
      }
    }
    return removed;
  }
}
