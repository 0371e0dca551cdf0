import { readFileSync } from 'node:fs';
import type { AgentEvent, Dispenser, UpdateCommand } from '@kiosk/device-link';
import type { AgentLog } from '../agent';
import { driverSelfTest } from '../dispenser/self-test';
import { KioskPage, type PageReport } from './kiosk-page';
import { ReleaseLinks } from './release-links';
import { Trial } from './trial';
import { Updater } from './updater';

export interface SelfUpdateOptions {
  apiUrl?: string;
  kioskPcDir: string;
  stateDir: string;
  releaseKeyFile: string;
  /** The version the bundle was stamped with: the release, when not started from the release layout. */
  builtVersion: string;
  deviceId: string;
  dispenser: Dispenser;
  /** Whether a kiosk page can report (the loopback endpoint runs): the trial waits for its report. */
  hasPage: boolean;
  log: AgentLog;
  /** Late-bound: the agent is started with this module's hooks. */
  publish: (event: AgentEvent) => Promise<void>;
  isDispensing: () => boolean;
  restart: () => Promise<void>;
  idleCheckMs?: number;
}

export interface SelfUpdate {
  /** The release `current` points at (this agent's), else the bundle's version. */
  running: string;
  onUpdate(command: UpdateCommand): Promise<void>;
  onConnected(): void;
  /** The page's report; answers the running release. */
  onPageReport(report: PageReport): string;
  /** At start, once the agent runs: a release on trial begins its trial. */
  begin(): void;
}

/** The agent's self-update (docs/device-agent.md), wired to an agent: the updater, the trial, the page. */
export function selfUpdate(options: SelfUpdateOptions): SelfUpdate {
  const links = new ReleaseLinks(options.kioskPcDir);
  const running = links.current() ?? options.builtVersion;
  const page = new KioskPage();
  const { log, stateDir, publish, restart } = options;
  const trial = new Trial({
    links,
    stateDir,
    publish,
    restart,
    log,
    selfTest: () => driverSelfTest(options.dispenser, options.deviceId),
    pageHasSeen: (version) => page.hasSeen(version),
    isPageRequired: options.hasPage,
  });
  const updater = new Updater({
    apiUrl: options.apiUrl,
    links,
    stateDir,
    publicKey: () => readFileSync(options.releaseKeyFile, 'utf8'),
    running,
    isOnTrial: () => trial.isOnTrial,
    publish,
    isDispensing: options.isDispensing,
    page,
    log,
    restart,
    idleCheckMs: options.idleCheckMs,
  });
  return {
    running,
    onUpdate: (command) => updater.handle(command),
    onConnected: () => trial.onConnected(),
    onPageReport(report) {
      page.report(report);
      trial.onPageReport();
      return running;
    },
    begin: () => trial.begin(),
  };
}
