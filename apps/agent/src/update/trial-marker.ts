import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files the agent and its launcher (deploy/kiosk-pc/kiosk-agent-launcher.sh) share in the agent's
 * state folder, as `key=value` lines so that the launcher, a shell script that must work when the new
 * release's Node does not, reads them without a JSON parser:
 * - `update-trial`: a release on trial (its roll-out, version, the previous release, the deadline in
 *   seconds since 1970, and how often the launcher started it);
 * - `update-outcome`: a roll-out's end the next agent must still report (a roll-back the launcher did).
 */
export interface TrialMarker {
  rollout: string;
  version: string;
  previous: string;
  /** Seconds since 1970. */
  deadline: number;
  starts: number;
}

export interface PendingOutcome {
  rollout: string;
  version: string;
  state: 'committed' | 'rolled_back';
  reason?: string;
}

export const trialFile = (stateDir: string) => join(stateDir, 'update-trial');
export const outcomeFile = (stateDir: string) => join(stateDir, 'update-outcome');
/** The last outcome once reported: a repeated command of that roll-out is answered with it. */
export const reportedOutcomeFile = (stateDir: string) => join(stateDir, 'update-outcome.reported');

/** One line per key; a value never holds a newline (a reason is flattened). */
const toLines = (fields: Record<string, string | number | undefined>) =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value).replace(/[\r\n]+/g, ' ')}\n`)
    .join('');

const fromLines = (file: string): Record<string, string> | undefined => {
  if (!existsSync(file)) return undefined;
  const fields: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1);
  }
  return fields;
};

/** Written beside and renamed over, so a power cut leaves the whole old file or the whole new one. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.new`, text);
  renameSync(`${file}.new`, file);
}

export function readTrial(stateDir: string): TrialMarker | undefined {
  const f = fromLines(trialFile(stateDir));
  if (!f?.rollout || !f.version || !f.previous || !f.deadline) return undefined;
  return {
    rollout: f.rollout,
    version: f.version,
    previous: f.previous,
    deadline: Number(f.deadline),
    starts: Number(f.starts ?? 0),
  };
}

export const writeTrial = (stateDir: string, marker: TrialMarker) =>
  writeWhole(trialFile(stateDir), toLines({ ...marker }));

export const removeTrial = (stateDir: string) => rmSync(trialFile(stateDir), { force: true });

export function readOutcome(stateDir: string, file = outcomeFile(stateDir)): PendingOutcome | undefined {
  const f = fromLines(file);
  if (!f?.rollout || !f.version || (f.state !== 'committed' && f.state !== 'rolled_back')) return undefined;
  return {
    rollout: f.rollout,
    version: f.version,
    state: f.state,
    ...(f.reason ? { reason: f.reason } : {}),
  };
}

export const writeOutcome = (stateDir: string, outcome: PendingOutcome) =>
  writeWhole(outcomeFile(stateDir), toLines({ ...outcome }));

/** The pending outcome is reported: kept as the last one, no longer pending. */
export const outcomeReported = (stateDir: string) => {
  if (existsSync(outcomeFile(stateDir))) renameSync(outcomeFile(stateDir), reportedOutcomeFile(stateDir));
};

/** A roll-out's outcome on this kiosk, pending or reported. */
export const lastOutcome = (stateDir: string): PendingOutcome | undefined =>
  readOutcome(stateDir) ?? readOutcome(stateDir, reportedOutcomeFile(stateDir));
