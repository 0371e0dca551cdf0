import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { startKioskPage, superviseLauncher } from '@kiosk/agent/testing';
import type { UnpackedRelease } from './kiosk-pc-releases';

const KIOSK_ORIGIN = 'https://kiosk.fleet.test';
/** systemd's RestartSec=2 for kiosk-agent.service, shortened. */
const RESTART_MS = 500;
/** How often the simulated kiosk page reports (the real one: every 5 s and on each change). */
const PAGE_EVERY_MS = 1_000;

/** A kiosk PC as install.sh lays it out, its agent run under the shipped launcher, its page reporting. */
export interface KioskPc {
  deviceId: string;
  /** `current` as it points now: releases/{version}. */
  current(): string;
  /** The agent release the kiosk page heard last (null before any answer). */
  pageHeard(): string | null;
  /** How often the launcher was started (systemd's starts of kiosk-agent.service). */
  starts(): number;
  /** Everything the launcher and its agents wrote (FLEET_AGENT_LOG: also to this process's stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface KioskPcOptions {
  deviceId: string;
  /** This kiosk PC's own folder: kiosk-pc/ (releases, current), state/ (journal, markers, downloads). */
  root: string;
  /** The release install.sh laid down: its folder becomes releases/{version}; its launcher is the unit's. */
  release: UnpackedRelease;
  /** The agent's settings beside the layout's: MQTT, AGENT_API_URL, AGENT_RELEASE_KEY, the driver. */
  env: Record<string, string>;
  emergencyPort: number;
}

/**
 * Lays the release down as install.sh does (releases/{version}, `current`, the launcher outside the
 * releases) and supervises the launcher as kiosk-agent.service does (started again whenever it exits),
 * with a kiosk page reporting to the agent's loopback endpoint as apps/web does.
 */
export function startKioskPc(options: KioskPcOptions): KioskPc {
  const kioskPc = join(options.root, 'kiosk-pc');
  const state = join(options.root, 'state');
  mkdirSync(join(kioskPc, 'releases'), { recursive: true });
  mkdirSync(state, { recursive: true });
  // Hard links: twenty copies of a Node runtime cost nothing; nothing writes into a release.
  execFileSync('cp', ['-al', options.release.dir, join(kioskPc, 'releases', options.release.version)]);
  symlinkSync(`releases/${options.release.version}`, join(kioskPc, 'current'));
  const launcher = join(options.root, 'kiosk-agent-launcher');
  cpSync(join(options.release.dir, 'kiosk-agent-launcher.sh'), launcher);
  const env = {
    PATH: '/usr/bin:/bin',
    ...options.env,
    AGENT_DEVICE_ID: options.deviceId,
    AGENT_JOURNAL: join(state, 'journal.jsonl'),
    AGENT_STATE_DIR: state,
    KIOSK_PC_DIR: kioskPc,
    AGENT_KIOSK_ORIGIN: KIOSK_ORIGIN,
    AGENT_EMERGENCY_PORT: String(options.emergencyPort),
  };
  const unit = superviseLauncher({
    launcher,
    env,
    cwd: state,
    restartMs: RESTART_MS,
    onOutput: (chunk) => void (process.env.FLEET_AGENT_LOG && process.stderr.write(chunk)),
  });
  const page = startKioskPage({ port: options.emergencyPort, origin: KIOSK_ORIGIN, everyMs: PAGE_EVERY_MS });
  return {
    deviceId: options.deviceId,
    current: () => readlinkSync(join(kioskPc, 'current')),
    pageHeard: page.heard,
    starts: unit.starts,
    output: unit.output,
    stop: async () => {
      page.stop();
      await unit.stop();
    },
  };
}
