import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { runProvisionKiosk } from './provision-kiosk-command';

const sink = () => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
};

describe.skipIf(!canStartBroker)('kiosk:provision on a TLS broker with dynamic security', () => {
  let broker: SecureTestBroker;
  beforeAll(async () => {
    broker = await startSecureBroker();
  }, 30_000);
  afterAll(async () => {
    await broker?.stop();
  });
  const run = async (argv: string[], env: NodeJS.ProcessEnv = {}, cwd = '/') => {
    const out = sink();
    const err = sink();
    const code = await runProvisionKiosk(argv, {
      stdout: out.stream,
      stderr: err.stream,
      env: {
        MQTT_URL: broker.url,
        MQTT_ADMIN_URL: broker.admin.url,
        MQTT_ADMIN_CERT: broker.admin.certFile,
        MQTT_ADMIN_KEY: broker.admin.keyFile,
        MQTT_CA_FILE: broker.caFile,
        ...env,
      },
      cwd,
    });
    const file = Object.fromEntries(
      out
        .text()
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    return { code, file, err: err.text() };
  };
  /** Connects as the agent (or the API instance) would with the printed environment file. */
  const connectWith = (file: Record<string, string>) =>
    mqtt.connectAsync(file.MQTT_URL!, {
      ...broker.clientOptions({ username: file.MQTT_USERNAME!, password: file.MQTT_PASSWORD! }),
      clientId: file.AGENT_DEVICE_ID ? `agent-${file.AGENT_DEVICE_ID}` : file.MQTT_USERNAME!,
      reconnectPeriod: 0,
    });

  it('prints the agent’s environment file; --rotate replaces it; --revoke disconnects the kiosk at once', async () => {
    const created = await run(['--device', 'provisioned-kiosk']);
    expect(created.code).toBe(0);
    expect(created.file).toMatchObject({
      AGENT_DEVICE_ID: 'provisioned-kiosk',
      MQTT_URL: broker.url,
      MQTT_USERNAME: 'kiosk-provisioned-kiosk',
      MQTT_CA_FILE: broker.caFile,
    });
    expect(created.file.MQTT_PASSWORD).toMatch(/^[A-Za-z0-9_-]{43}$/);
    (await connectWith(created.file)).end();

    expect((await run(['--device', 'provisioned-kiosk'])).err).toMatch(/already exists/);
    const rotated = await run(['--device', 'provisioned-kiosk', '--rotate']);
    expect(rotated.code).toBe(0);
    await expect(connectWith(created.file)).rejects.toThrow(/Not authorized/);
    const agent = await connectWith(rotated.file);
    const closed = new Promise<void>((resolve) => agent.once('close', () => resolve()));
    expect((await run(['--device', 'provisioned-kiosk', '--revoke'])).code).toBe(0);
    await closed;
    await expect(connectWith(rotated.file)).rejects.toThrow(/Not authorized/);
  });

  it('creates the API’s account, and explains what is missing or wrong', async () => {
    const api = await run(['--api', 'api-fleet']);
    expect(api.code).toBe(0);
    expect(api.file.AGENT_DEVICE_ID).toBeUndefined();
    expect(api.file.MQTT_USERNAME).toBe('api-fleet');
    (await connectWith(api.file)).end();
    expect(await run([])).toMatchObject({ code: 2, err: expect.stringMatching(/--device <deviceId>/) });
    expect(await run(['--device', 'x y'])).toMatchObject({ code: 2 });
    expect(await run(['--device', 'kiosk-1', '--rotate', '--revoke'])).toMatchObject({ code: 2 });
    expect(await run(['--device', 'never-provisioned', '--revoke'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/has no account for never-provisioned/),
    });
    expect(await run(['--device', 'kiosk-1'], { MQTT_URL: 'mqtt://127.0.0.1:1883' })).toMatchObject({
      code: 1,
      err: expect.stringMatching(/mqtts:\/\//),
    });
    expect(await run(['--device', 'kiosk-1'], { MQTT_ADMIN_URL: broker.url })).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Not authorized/),
    });
    expect(await run(['--device', 'kiosk-1'], { MQTT_ADMIN_CERT: '' })).toMatchObject({
      code: 1,
      err: expect.stringMatching(/MQTT_ADMIN_CERT/),
    });
  });

  it('--out writes the environment file 0600, even over a file that was readable by all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'provision-'));
    writeFileSync(join(dir, 'api.env'), 'old\n', { mode: 0o644 });
    const api = await run(['--api', 'api-out', '--out', 'api.env'], {}, dir);
    const agent = await run(['--device', 'out-kiosk', '--out', 'agent.env'], {}, dir);
    expect([api.code, agent.code]).toEqual([0, 0]);
    for (const [name, user] of [
      ['api.env', 'api-out'],
      ['agent.env', 'kiosk-out-kiosk'],
    ]) {
      expect(statSync(join(dir, name!)).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dir, name!), 'utf8')).toMatch(new RegExp(`^MQTT_USERNAME=${user}$`, 'm'));
    }
  });
});
