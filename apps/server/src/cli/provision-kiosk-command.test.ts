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
  const run = async (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    const out = sink();
    const err = sink();
    const code = await runProvisionKiosk(argv, {
      stdout: out.stream,
      stderr: err.stream,
      env: {
        MQTT_URL: broker.url,
        MQTT_ADMIN_USERNAME: broker.admin.username,
        MQTT_ADMIN_PASSWORD: broker.admin.password,
        MQTT_CA_FILE: broker.caFile,
        ...env,
      },
      cwd: '/',
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
  /** Connects as the agent would with the printed environment file. */
  const connectWith = (file: Record<string, string>) =>
    mqtt.connectAsync(file.MQTT_URL!, {
      ...broker.clientOptions({ username: file.MQTT_USERNAME!, password: file.MQTT_PASSWORD! }),
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
    expect(await run([])).toMatchObject({ code: 1, err: expect.stringMatching(/--device <deviceId>/) });
    expect(await run(['--device', 'x y'])).toMatchObject({ code: 1 });
    expect(await run(['--device', 'kiosk-1', '--rotate', '--revoke'])).toMatchObject({ code: 1 });
    expect(await run(['--device', 'kiosk-1'], { MQTT_URL: 'mqtt://127.0.0.1:1883' })).toMatchObject({
      code: 1,
      err: expect.stringMatching(/mqtts:\/\//),
    });
    expect(await run(['--device', 'kiosk-1'], { MQTT_ADMIN_PASSWORD: 'wrong' })).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Not authorized/),
    });
  });
});
