import mqtt from 'mqtt';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBrokerAccountIssued, ZKioskCreated, envelope, type TKioskCreate } from '@kiosk/contract';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { rowsOf } from '../../db/client';
import { DEMO, client, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';
import { operatorAuth, OPERATOR_NAME } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';

const NEW_KIOSK: TKioskCreate = {
  deviceId: 'broker-kiosk-01',
  name: 'Harbour Clinic',
  address: '3 Quay St',
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
  languages: ['en', 'pt'],
  defaultLanguage: 'pt',
  supportPhone: '+351 21 000 0000',
  isAccessibilityExtensionAllowed: false,
};

/** An environment file's lines as a record. */
const parseEnv = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe.skipIf(!canStartBroker)('kiosk set-up with the broker’s admin settings (real broker)', () => {
  let broker: SecureTestBroker;
  beforeAll(async () => {
    broker = await startSecureBroker();
  }, 30_000);
  const t = useTestApp('pglite', () => ({
    env: {
      MQTT_URL: broker.url,
      MQTT_CA_FILE: broker.caFile,
      MQTT_ADMIN_URL: broker.admin.url,
      MQTT_ADMIN_CERT: broker.admin.certFile,
      MQTT_ADMIN_KEY: broker.admin.keyFile,
    },
  }));
  afterAll(async () => {
    await broker?.stop();
  });
  let auth: Awaited<ReturnType<typeof operatorAuth>>;
  const console = async (url: string, payload?: object) => {
    auth ??= await operatorAuth(t);
    return t.rawApp.inject({ method: 'POST', url, headers: auth, payload });
  };
  /** Connects as the kiosk's agent does with its environment file. */
  const connectAgent = (file: Record<string, string>) =>
    mqtt.connectAsync(file.MQTT_URL!, {
      ...broker.clientOptions({ username: file.MQTT_USERNAME!, password: file.MQTT_PASSWORD! }),
      clientId: `agent-${file.AGENT_DEVICE_ID}`,
      reconnectPeriod: 0,
    });

  it('creating a kiosk gives its agent’s file once; rotating replaces it; retiring refuses the account', async () => {
    const created = await console('/console/kiosk-setup', NEW_KIOSK);
    expect(created.statusCode, created.body).toBe(201);
    const { kiosk, agentEnvFile } = envelope(ZKioskCreated).parse(created.json()).data;
    expect(kiosk.isBrokerManaged).toBe(true);
    const first = agentEnvFile!;
    const file = parseEnv(first);
    expect(file).toMatchObject({
      AGENT_DEVICE_ID: NEW_KIOSK.deviceId,
      MQTT_URL: broker.url,
      MQTT_USERNAME: `kiosk-${NEW_KIOSK.deviceId}`,
      MQTT_CA_FILE: broker.caFile,
    });
    expect(file.MQTT_PASSWORD).toMatch(/^[A-Za-z0-9_-]{43}$/);
    (await connectAgent(file)).end();

    const rotated = await console(`/console/kiosk-setup/${NEW_KIOSK.deviceId}/broker-account`);
    expect(rotated.statusCode, rotated.body).toBe(201);
    const second = parseEnv(envelope(ZBrokerAccountIssued).parse(rotated.json()).data.agentEnvFile);
    expect(second.MQTT_PASSWORD).not.toBe(file.MQTT_PASSWORD);
    await expect(connectAgent(file)).rejects.toThrow(/Not authorized/);
    const agent = await connectAgent(second);
    const closed = new Promise<void>((resolve) => agent.once('close', () => resolve()));

    const retired = await console(`/console/kiosk-setup/${NEW_KIOSK.deviceId}/retirement`);
    expect(retired.statusCode, retired.body).toBe(200);
    await closed; // disconnected at once
    await expect(connectAgent(second)).rejects.toThrow(/Not authorized/);
    expectError(await console(`/console/kiosk-setup/${NEW_KIOSK.deviceId}/broker-account`), 409);

    const mine = (await auditRows(t.ctx.db)).filter((r) => r.device_id === NEW_KIOSK.deviceId);
    expect(mine.map((r) => [r.author, r.action])).toEqual([
      [OPERATOR_NAME, 'kiosk.created'],
      [OPERATOR_NAME, 'pairing_code.created'],
      [OPERATOR_NAME, 'broker_account.provisioned'],
      [OPERATOR_NAME, 'broker_account.rotated'],
      [OPERATOR_NAME, 'broker_account.revoked'],
      [OPERATOR_NAME, 'kiosk.retired'],
    ]);
    expect(mine.at(-1)!.after).toMatchObject({ brokerAccount: 'revoked' });
    // Neither password is in the log or anywhere in the database.
    const dump = rowsOf<{ t: string }>(
      await t.ctx.db.execute(sql`select string_agg(t::text, '|') as t from audit_log t`),
    )[0]!.t;
    for (const password of [file.MQTT_PASSWORD!, second.MQTT_PASSWORD!]) {
      expect(dump).not.toContain(password);
      const hits = rowsOf<{ n: number }>(
        await t.ctx.db.execute(
          sql`select count(*)::int as n from devices d where d::text like ${'%' + password + '%'}`,
        ),
      );
      expect(hits[0]!.n).toBe(0);
    }
  });

  it('retiring a kiosk keeps its orders; its browser gets 401 and its account is refused', async () => {
    const agentFile = parseEnv(
      envelope(ZBrokerAccountIssued).parse(
        (await console(`/console/kiosk-setup/${DEMO}/broker-account`)).json(),
      ).data.agentEnvFile,
    );
    const order = await client(t).createOrder([{ skuId: 'condoms-3-pack', quantity: 1 }]);
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.id as string;
    const orders = async () =>
      rowsOf<{ n: number }>(
        await t.ctx.db.execute(sql`select count(*)::int as n from orders where device_id = ${DEMO}`),
      )[0]!.n;
    const before = await orders();

    expect((await console(`/console/kiosk-setup/${DEMO}/retirement`)).statusCode).toBe(200);
    expectError(await client(t).getOrder(orderId), 401);
    await expect(connectAgent(agentFile)).rejects.toThrow(/Not authorized/);
    expect(await orders()).toBe(before);
    auth ??= await operatorAuth(t);
    const page = await t.rawApp.inject({ url: `/console/kiosks/${DEMO}`, headers: auth });
    expect(page.statusCode).toBe(200);
  });

  it('when the broker is out of reach: creating and retiring answer 503 and write nothing', async () => {
    const live = await console('/console/kiosk-setup', { ...NEW_KIOSK, deviceId: 'broker-kiosk-03' });
    expect(live.statusCode, live.body).toBe(201);
    await broker.kill();
    try {
      const before = await snapshot(t.ctx.db);
      const created = await console('/console/kiosk-setup', { ...NEW_KIOSK, deviceId: 'broker-kiosk-02' });
      expectError(created, 503);
      const retired = await console('/console/kiosk-setup/broker-kiosk-03/retirement');
      expectError(retired, 503);
      expect(await snapshot(t.ctx.db)).toBe(before);
    } finally {
      await broker.restart();
    }
  });
});
