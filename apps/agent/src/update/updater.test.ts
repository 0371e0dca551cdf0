import { appendFileSync, existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newKeyPair } from '../../../../scripts/release-signing.mjs';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { parseEvent, topics, type AgentEvent } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { startAgent, type Agent } from '../agent';
import { kioskPcDir, packFixture } from './testing/fixture-releases';
import { startReleaseServer, type ReleaseServer } from './testing/release-server';
import { readTrial } from './trial-marker';
import { selfUpdate, type SelfUpdate } from './self-update';

const DEVICE = 'updater-test-kiosk';
const t = topics(DEVICE);
const TOKEN = 'token-for-this-kiosk-and-release';
const programme = newKeyPair();

/** A log that keeps its lines (the agent logs JSON lines through pino; here, what was said). */
function keptLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: object | string, message?: string) =>
    lines.push(
      typeof fields === 'string'
        ? { level, fields: {}, message: fields }
        : { level, fields: { ...fields }, message: message ?? '' },
    );
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

describe.skipIf(!canStartBroker)('the agent offered a release (update command), on a real broker', () => {
  let broker: SecureTestBroker;
  let api: MqttClient;
  let events: AgentEvent[];
  let work: string;
  let served: string;
  let files: ReleaseServer;
  let kioskPc: string;
  let agent: Agent | undefined;
  let updates: SelfUpdate;
  let restarts: number;
  let log: ReturnType<typeof keptLog>;
  const simulator = new DispenserSimulator({ unitMs: 2_500 });

  const until = async (check: () => boolean, ms = 10_000) => {
    for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 25)))
      if (Date.now() > end) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
  };
  const statesOf = (rolloutId: string) =>
    events.flatMap((e) => (e.type === 'update_state' && e.rolloutId === rolloutId ? [e.state] : []));
  const send = (command: object) => api.publishAsync(t.cmd, JSON.stringify(command), { qos: 1 });
  const update = (rolloutId: string, release: { path: string; sha256: string }, version: string) =>
    send({ type: 'update', rolloutId, version, token: TOKEN, trialSeconds: 60, ...release });

  /** The agent with its self-update, as main.ts wires it; `restart` only counts (no process to end). */
  async function start(apiUrl: string | undefined) {
    const kiosk = await broker.kioskOptions(DEVICE);
    updates = selfUpdate({
      apiUrl,
      kioskPcDir: kioskPc,
      stateDir: work,
      releaseKeyFile: join(work, 'release.pub'),
      builtVersion: 'dev',
      deviceId: DEVICE,
      dispenser: simulator,
      hasPage: true,
      log,
      publish: (event) => agent!.publishEvent(event),
      isDispensing: () => agent!.runner.isBusy(),
      restart: async () => void restarts++,
      idleCheckMs: 50,
    });
    agent = startAgent({
      deviceId: DEVICE,
      brokerUrl: broker.url,
      journalPath: join(work, 'journal.jsonl'),
      dispenser: simulator,
      mqtt: kiosk,
      onUpdate: (command) => updates.onUpdate(command),
      onConnected: () => updates.onConnected(),
    });
    updates.begin();
    await until(() => agent!.client.connected);
  }

  beforeAll(async () => {
    broker = await startSecureBroker();
    api = await mqtt.connectAsync(broker.url, await broker.apiOptions('updater-test-api'));
    api.on('message', (_topic, payload) => {
      const event = parseEvent(payload);
      if (event) events.push(event);
    });
    await api.subscribeAsync(t.evt, { qos: 1 });
  });
  afterAll(async () => {
    await api?.endAsync();
    await broker?.stop();
  });
  beforeEach(async () => {
    events = [];
    restarts = 0;
    log = keptLog();
    work = mkdtempSync(join(tmpdir(), 'updater-'));
    served = mkdtempSync(join(work, 'served-'));
    files = await startReleaseServer(served, TOKEN);
    kioskPc = kioskPcDir(work, ['v1.0.0', 'v2.0.0'], 'v2.0.0', 'v1.0.0');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(work, 'release.pub'), programme.publicKey);
  });
  afterEach(async () => {
    await agent?.close();
    agent = undefined;
    await files.close();
    rmSync(work, { recursive: true, force: true });
  });

  const releases = () => readdirSync(join(kioskPc, 'releases')).sort();
  const current = () => readlinkSync(join(kioskPc, 'current'));

  it('without AGENT_API_URL answers failed: updates are not configured', async () => {
    await start(undefined);
    await update('r-none', packFixture(served, 'v3.0.0', programme), 'v3.0.0');
    await until(() => statesOf('r-none').length > 0);
    expect(events).toEqual([
      expect.objectContaining({ rolloutId: 'r-none', state: 'failed', reason: 'updates are not configured' }),
    ]);
    expect(files.requests).toEqual([]);
  });

  const refusals: [string, () => { path: string; sha256: string }, string, RegExp][] = [
    [
      'a tampered tarball',
      () => {
        const release = packFixture(served, 'v3.0.0', programme);
        appendFileSync(release.tarball, 'x');
        return release;
      },
      'v3.0.0',
      /has sha256 .* the manifest says/,
    ],
    [
      'a manifest signed by another key',
      () => packFixture(served, 'v3.0.0', newKeyPair()),
      'v3.0.0',
      /not the programme’s/,
    ],
    [
      'a downgrade',
      () => packFixture(served, 'v1.5.0', programme),
      'v1.5.0',
      /older than the running v2\.0\.0/,
    ],
  ];
  it.each(refusals)(
    'refuses %s: failed with the logged reason, nothing installed',
    async (_, make, version, reason) => {
      await start(files.origin);
      await update('r-bad', make(), version);
      await until(() => statesOf('r-bad').includes('failed'));
      expect(statesOf('r-bad')).toEqual(['downloading', 'failed']);
      const failed = events.find((e) => e.type === 'update_state' && e.state === 'failed');
      expect(failed).toMatchObject({ reason: expect.stringMatching(reason) });
      const refused = log.lines.find((l) => l.message === 'release refused');
      expect(String(refused?.fields.reason)).toMatch(reason);
      expect(releases()).toEqual(['v1.0.0', 'v2.0.0']);
      expect(current()).toBe('releases/v2.0.0');
      expect(readdirSync(join(work, 'downloads'))).toEqual([]);
      expect(restarts).toBe(0);
    },
  );

  it('installs beside the current one, and switches only once the unit dispensing has dropped', async () => {
    await start(files.origin);
    updates.onPageReport({ version: null, busy: false }); // the page is idle: only the unit holds the switch
    void send({ type: 'dispense', unitId: 'order-1:1', slot: 'A1' });
    await until(() => agent!.runner.isBusy());
    const release = packFixture(served, 'v3.0.0', programme);
    await update('r-good', release, 'v3.0.0');
    await until(() => statesOf('r-good').includes('installed'));
    expect(releases()).toEqual(['v1.0.0', 'v2.0.0', 'v3.0.0']);
    // Asked again (the server repeats until it hears back): where it stands, nothing downloaded again.
    await update('r-good', release, 'v3.0.0');
    await until(() => statesOf('r-good').length === 3);
    expect(statesOf('r-good')).toEqual(['downloading', 'installed', 'installed']);
    expect(files.requests.map((r) => r.path)).toEqual([
      '/kiosk-pc-v3.0.0.tar.gz',
      '/kiosk-pc-v3.0.0.tar.gz.manifest.json',
    ]);
    expect(agent!.runner.isBusy()).toBe(true);
    expect(current()).toBe('releases/v2.0.0');
    expect(restarts).toBe(0);

    await until(() => restarts === 1);
    expect(agent!.runner.answer('order-1:1')).toBe('dropped');
    expect(current()).toBe('releases/v3.0.0');
    expect(readlinkSync(join(kioskPc, 'previous'))).toBe('releases/v2.0.0');
    expect(readTrial(work)).toMatchObject({
      rollout: 'r-good',
      version: 'v3.0.0',
      previous: 'v2.0.0',
      starts: 0,
    });
    await until(() => statesOf('r-good').includes('on_trial'));
    expect(existsSync(join(work, 'downloads/kiosk-pc-v3.0.0.tar.gz'))).toBe(false);
  });

  it('waits while the kiosk page says a visit is on screen, and switches once it is not', async () => {
    await start(files.origin);
    updates.onPageReport({ version: null, busy: true });
    await update('r-visit', packFixture(served, 'v3.0.0', programme), 'v3.0.0');
    await until(() => statesOf('r-visit').includes('installed'));
    await new Promise((r) => setTimeout(r, 500));
    expect(current()).toBe('releases/v2.0.0');
    expect(restarts).toBe(0);
    updates.onPageReport({ version: 'v2.0.0', busy: false }); // back on the welcome screen
    await until(() => restarts === 1);
    expect(current()).toBe('releases/v3.0.0');
  });
});
