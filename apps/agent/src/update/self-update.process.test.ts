import { existsSync, mkdtempSync, readlinkSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newKeyPair } from '../../../../scripts/release-signing.mjs';
import { parseEvent, topics, type AgentEvent } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { kioskPcDir, packFixture, type FixtureAgent } from './testing/fixture-releases';
import {
  startKioskPage,
  superviseLauncher,
  type KioskPage,
  type LauncherUnit,
} from './testing/kiosk-agent-unit';
import { startReleaseServer, type ReleaseServer } from './testing/release-server';

const LAUNCHER = fileURLToPath(
  new URL('../../../../deploy/kiosk-pc/kiosk-agent-launcher.sh', import.meta.url),
);
const DEVICE = 'self-update-kiosk';
const t = topics(DEVICE);
const TOKEN = 'token-for-this-kiosk-and-release';
const KIOSK = 'https://kiosk.example.org';
const programme = newKeyPair();

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.skipIf(!canStartBroker)(
  'a kiosk updating itself: the launcher, the agent, the trial',
  { timeout: 120_000 },
  () => {
    let broker: SecureTestBroker;
    let api: MqttClient;
    let events: AgentEvent[];
    let work: string;
    let served: string;
    let files: ReleaseServer;
    let kioskPc: string;
    let kiosk: LauncherUnit;
    let page: KioskPage;

    const until = async (check: () => boolean, ms: number) => {
      for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 100)))
        if (Date.now() > end)
          throw new Error(`timed out; events: ${JSON.stringify(events)}\n${kiosk.output()}`);
    };
    const statesOf = (rolloutId: string) =>
      events.flatMap((e) => (e.type === 'update_state' && e.rolloutId === rolloutId ? [e.state] : []));
    const current = () => readlinkSync(join(kioskPc, 'current'));

    beforeAll(async () => {
      broker = await startSecureBroker();
      api = await mqtt.connectAsync(broker.url, await broker.apiOptions('self-update-api'));
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

    /** v1 and v2 installed, v2 current, its agent running under the launcher with the page reporting. */
    beforeEach(async () => {
      events = [];
      work = mkdtempSync(join(tmpdir(), 'self-update-'));
      served = mkdtempSync(join(work, 'served-'));
      files = await startReleaseServer(served, TOKEN);
      kioskPc = kioskPcDir(work, ['v1.0.0', 'v2.0.0'], 'v2.0.0', 'v1.0.0');
      writeFileSync(join(work, 'release.pub'), programme.publicKey);
      const account = await broker.kioskOptions(DEVICE);
      const port = await freePort();
      kiosk = superviseLauncher({
        launcher: LAUNCHER,
        restartMs: 300,
        env: {
          PATH: process.env.PATH,
          AGENT_DEVICE_ID: DEVICE,
          MQTT_URL: broker.url,
          MQTT_USERNAME: String(account.username),
          MQTT_PASSWORD: String(account.password),
          MQTT_CA_FILE: broker.caFile,
          AGENT_JOURNAL: join(work, 'journal.jsonl'),
          AGENT_STATE_DIR: work,
          KIOSK_PC_DIR: kioskPc,
          AGENT_RELEASE_KEY: join(work, 'release.pub'),
          AGENT_API_URL: files.origin,
          AGENT_KIOSK_ORIGIN: KIOSK,
          AGENT_EMERGENCY_PORT: String(port),
          DISPENSE_UNIT_MS: '50',
          KIOSK_AGENT_TRIAL_GRACE: '2',
        },
      });
      page = startKioskPage({ port, origin: KIOSK, everyMs: 300 });
      await until(() => page.heard() === 'v2.0.0', 60_000);
    });
    afterEach(async () => {
      page.stop();
      await kiosk.stop();
      await files.close();
      rmSync(work, { recursive: true, force: true });
    });

    const offer = (rolloutId: string, agent: FixtureAgent, trialSeconds: number) => {
      const release = packFixture(served, 'v3.0.0', { ...programme, agent });
      const command = { type: 'update', rolloutId, version: 'v3.0.0', token: TOKEN, trialSeconds };
      return api.publishAsync(
        t.cmd,
        JSON.stringify({ ...command, path: release.path, sha256: release.sha256 }),
        {
          qos: 1,
        },
      );
    };

    it('a good release: switched, on trial, kept once the broker, the self-test and the page agree', async () => {
      await offer('r-good', 'real', 60);
      await until(() => statesOf('r-good').includes('committed'), 90_000);
      expect(statesOf('r-good')).toEqual(['downloading', 'installed', 'on_trial', 'committed']);
      expect(current()).toBe('releases/v3.0.0');
      expect(readlinkSync(join(kioskPc, 'previous'))).toBe('releases/v2.0.0');
      expect(existsSync(join(work, 'update-trial'))).toBe(false);
      expect(readdirSync(join(kioskPc, 'releases')).sort()).toEqual(['v2.0.0', 'v3.0.0']);
      expect(page.reported).toContain('v3.0.0');
      expect(kiosk.starts()).toBe(2);
      expect(kiosk.output()).toContain('"msg":"release committed"');
    });

    it('a release whose agent exits at start: the launcher rolls back to v2 within the trial, reported', async () => {
      const began = Date.now();
      await offer('r-broken', 'exits-at-start', 60);
      await until(() => statesOf('r-broken').includes('rolled_back'), 90_000);
      expect(Date.now() - began).toBeLessThan(60_000);
      expect(statesOf('r-broken')).toEqual(['downloading', 'installed', 'on_trial', 'rolled_back']);
      const rolledBack = events.find((e) => e.type === 'update_state' && e.state === 'rolled_back');
      expect(rolledBack).toMatchObject({ reason: 'the agent of v3.0.0 stopped 3 times during its trial' });
      expect(current()).toBe('releases/v2.0.0');
      expect(existsSync(join(work, 'update-trial'))).toBe(false);
      expect(kiosk.output()).toContain('release v3.0.0: this agent cannot start');
      // v2's agent is back: the page hears it, and the roll-back is reported once.
      await until(() => page.heard() === 'v2.0.0', 30_000);
      await until(() => !existsSync(join(work, 'update-outcome')), 10_000);
      // The same command again (the server repeats until it hears back): the same answer, nothing tried again.
      const requests = files.requests.length;
      await offer('r-broken', 'exits-at-start', 60);
      await until(() => statesOf('r-broken').length === 5, 30_000);
      expect(statesOf('r-broken').at(-1)).toBe('rolled_back');
      expect(files.requests).toHaveLength(requests);
      expect(current()).toBe('releases/v2.0.0');
    });

    it('a release whose agent hangs (not exiting): the launcher stops it after its deadline, rolls back', async () => {
      const began = Date.now();
      await offer('r-hung', 'hangs-at-start', 8);
      await until(() => statesOf('r-hung').includes('rolled_back'), 60_000);
      // The deadline (8 s after the switch) and the grace (2 s), with a second's checks and the restart.
      expect(Date.now() - began).toBeLessThan(30_000);
      expect(statesOf('r-hung')).toEqual(['downloading', 'installed', 'on_trial', 'rolled_back']);
      const rolledBack = events.find((e) => e.type === 'update_state' && e.state === 'rolled_back');
      expect(rolledBack).toMatchObject({
        reason: 'the agent of v3.0.0 was still on trial 2 s after its deadline (hung): stopped',
      });
      expect(current()).toBe('releases/v2.0.0');
      expect(existsSync(join(work, 'update-trial'))).toBe(false);
      expect(kiosk.output()).toContain('release v3.0.0: this agent hangs');
      // Started once on trial: the hung agent never exited, the launcher stopped it; v2's agent is back.
      expect(kiosk.starts()).toBe(3);
      await until(() => page.heard() === 'v2.0.0', 30_000);
    });

    it('a release the page never reports: rolled back by its own agent at the trial deadline', async () => {
      page.silence();
      await offer('r-silent', 'real', 12);
      await until(() => statesOf('r-silent').includes('rolled_back'), 90_000);
      const rolledBack = events.find((e) => e.type === 'update_state' && e.state === 'rolled_back');
      expect(rolledBack).toMatchObject({
        reason: 'the trial deadline passed before the agent could hear from the kiosk page',
      });
      expect(current()).toBe('releases/v2.0.0');
    });
  },
);
