import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { canStartBroker, startSecureBroker } from '@kiosk/device-link/testing';

const scratch = mkdtempSync(join(tmpdir(), 'agent-process-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const agentRoot = fileURLToPath(new URL('../', import.meta.url));
const KIOSK = 'https://kiosk.example.org';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The real agent (src/main.ts through tsx) with these settings; its stdout lines as they come. */
function runAgent(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: agentRoot,
    env: {
      PATH: process.env.PATH,
      AGENT_DEVICE_ID: 'kiosk-process-test',
      AGENT_JOURNAL: join(mkdtempSync(join(scratch, 'agent-')), 'journal.jsonl'),
      DISPENSE_UNIT_MS: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const lines = () => stdout.split('\n').filter(Boolean);
  return {
    lines,
    stderr: () => stderr,
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    async until(check: () => boolean, ms: number) {
      for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 50)))
        if (Date.now() > end) throw new Error(`timed out; stdout:\n${stdout}\nstderr:\n${stderr}`);
    },
    stop: () => child.kill('SIGKILL'),
  };
}

describe('the device agent process', { timeout: 60_000 }, () => {
  it('stops on a bad setting with one message naming it', async () => {
    const agent = runAgent({ AGENT_EMERGENCY_PORT: 'eighty', AGENT_KIOSK_ORIGIN: KIOSK });
    expect(await agent.exited).toBe(1);
    expect(agent.stderr().trim().split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}AGENT_EMERGENCY_PORT: /),
    ]);
  });

  it('stops on a bad simulator setting with the one line naming it', async () => {
    const agent = runAgent({ DISPENSE_UNIT_MS: 'fast' });
    expect(await agent.exited).toBe(1);
    expect(agent.stderr().trim().split('\n')).toEqual([expect.stringMatching(/^DISPENSE_UNIT_MS: /)]);
  });

  it('without a broker: gives out the emergency kit, and logs a few lines with levels, not one per try', async () => {
    const port = await freePort();
    const agent = runAgent({
      MQTT_URL: `mqtt://127.0.0.1:${await freePort()}`,
      AGENT_KIOSK_ORIGIN: KIOSK,
      AGENT_EMERGENCY_PORT: String(port),
    });
    try {
      await agent.until(() => agent.lines().some((l) => l.includes('emergency endpoint listening')), 30_000);
      const kit = await fetch(`http://127.0.0.1:${port}/emergency-kit`, {
        method: 'POST',
        headers: { origin: KIOSK, 'content-type': 'application/json' },
        body: JSON.stringify({ skuId: 'naloxone-emergency-kit', sessionId: 'cold-boot-0001' }),
      });
      expect(kit.status).toBe(200);
      // Several reconnect tries (the first waits up to 1 s, the next up to 2, 4 …): one line for them all.
      await new Promise((r) => setTimeout(r, 6_000));
      const entries = agent.lines().map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(entries.filter((e) => /MQTT_URL: no MQTT broker answered/.test(e.msg))).toHaveLength(1);
      expect(entries.length, agent.lines().join('\n')).toBeLessThanOrEqual(5);
      expect(entries.every((e) => typeof e.level === 'number')).toBe(true);
    } finally {
      agent.stop();
    }
  });

  it.skipIf(!canStartBroker)(
    'names MQTT_USERNAME/MQTT_PASSWORD or MQTT_CA_FILE when the broker turns it away',
    async () => {
      const broker = await startSecureBroker();
      const { MQTT_URL, MQTT_USERNAME, MQTT_CA_FILE } = await broker.apiEnv();
      const wrongPassword = runAgent({
        MQTT_URL,
        MQTT_USERNAME,
        MQTT_PASSWORD: 'wrong-s3cr3t',
        MQTT_CA_FILE,
      });
      const wrongCa = runAgent({
        MQTT_URL,
        MQTT_USERNAME,
        MQTT_PASSWORD: 'x',
        MQTT_CA_FILE: '/etc/ssl/certs/ca-certificates.crt',
      });
      try {
        await wrongPassword.until(
          () => wrongPassword.lines().some((l) => l.includes('MQTT_USERNAME/MQTT_PASSWORD: the broker')),
          30_000,
        );
        await wrongCa.until(
          () => wrongCa.lines().some((l) => l.includes('MQTT_CA_FILE: the broker')),
          30_000,
        );
        expect(wrongPassword.lines().join('\n')).not.toContain('s3cr3t');
        expect(wrongPassword.lines().filter((l) => l.includes('MQTT_URL'))).toEqual([]);
      } finally {
        wrongPassword.stop();
        wrongCa.stop();
        await broker.stop();
      }
    },
  );
});
