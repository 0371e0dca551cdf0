import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '../agent';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { parseEvent, topics, type AgentEvent, type Dispenser, type UnitInput } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { startEmergencyEndpoint, type EmergencyEndpoint } from './emergency-endpoint';

const DEVICE = 'agent-emergency-kiosk';
const KIOSK = 'https://kiosk.example.org';
const KIT = 'naloxone-emergency-kit';
/** A programme's own emergency pack (any id), set in AGENT_EMERGENCY_KITS beside the default. */
const OWN_KIT = 'narcan-nasal-pack';
const COOL_DOWN_MS = 120_000;

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: unknown };

/** One HTTP call with every header under the test's control (Host and Origin included). */
const call = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; host?: string } = {},
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: options.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.host ? { host: options.host } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += String(chunk)));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });

describe.skipIf(!canStartBroker)('the agent’s loopback emergency endpoint', () => {
  let broker: SecureTestBroker;
  let agent: Agent;
  let endpoint: EmergencyEndpoint;
  let clock = new Date('2026-11-25T15:00:00Z');
  const journalPath = join(mkdtempSync(join(tmpdir(), 'agent-emergency-')), 'journal.jsonl');
  /** The journal's lines for a unit at the moment the driver was asked to turn the motor. */
  const seenAtMotor = new Map<string, string[]>();
  const simulator = new DispenserSimulator({ unitMs: 20 });
  const driver: Dispenser = {
    dispenseUnit(unit: UnitInput) {
      const unitId = `${unit.orderId}:${unit.unitIndex}`;
      const lines = readFileSync(journalPath, 'utf8')
        .split('\n')
        .filter((l) => l.includes(unitId));
      seenAtMotor.set(unitId, lines);
      return simulator.dispenseUnit(unit);
    },
    unitOutcome: (unit) => simulator.unitOutcome(unit),
    status: (deviceId) => simulator.status(deviceId),
  };
  const kit = (sessionId: string, headers: Record<string, string> = { origin: KIOSK }, host?: string) =>
    call(`${endpoint.origin}/emergency-kit`, { headers, host, body: { skuId: KIT, sessionId } });
  const motorRuns = () => seenAtMotor.size;
  const pageReports: unknown[] = [];

  beforeAll(async () => {
    broker = await startSecureBroker();
    agent = startAgent({
      deviceId: DEVICE,
      brokerUrl: broker.url,
      journalPath,
      dispenser: driver,
      mqtt: await broker.kioskOptions(DEVICE),
    });
    endpoint = await startEmergencyEndpoint(agent, {
      port: 0,
      kioskOrigins: [KIOSK],
      kits: new Map([
        [KIT, 'A1'],
        [OWN_KIT, 'B2'],
      ]),
      coolDownMs: COOL_DOWN_MS,
      now: () => clock,
      onKioskState: (report) => {
        pageReports.push(report);
        return 'v2.0.0';
      },
    });
  });
  afterAll(async () => {
    await endpoint.close();
    await agent.close();
    await broker.stop();
  });

  it('listens on 127.0.0.1 only', () => {
    expect(endpoint.server.address()).toMatchObject({ address: '127.0.0.1' });
    expect(endpoint.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('gives the kit to an emergency session, journalled before the motor turns, and offers it to the server', async () => {
    const server = await mqtt.connectAsync(broker.url, {
      ...(await broker.apiOptions('emergency-test-server')),
    });
    const events: AgentEvent[] = [];
    server.on('message', (_topic, payload) => events.push(parseEvent(payload)!));
    await server.subscribeAsync(topics(DEVICE).evt, { qos: 1 });
    for (let i = 0; i < 100 && !agent.client.connected; i++) await new Promise((r) => setTimeout(r, 20));
    clock = new Date(Date.now() - 60_000);

    const res = await kit('session-0001');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(KIOSK);
    const { unitId, outcome, isRepeat } = (res.body as { data: Record<string, unknown> }).data;
    expect({ outcome, isRepeat }).toEqual({ outcome: 'dropped', isRepeat: false });
    expect(unitId).toMatch(/^[0-9a-f-]{36}:1$/);
    // The motor turned with the 'started' line already on disk, and only then.
    const atMotor = seenAtMotor.get(unitId as string)!;
    expect(
      atMotor.map((l) => JSON.parse(l) as { state: string; isOffline?: boolean; skuId?: string }),
    ).toEqual([
      expect.objectContaining({ state: 'started', isOffline: true, skuId: KIT, sessionId: 'session-0001' }),
    ]);
    expect(agent.journal.get(unitId as string)).toMatchObject({ state: 'done', outcome: 'dropped' });

    for (let i = 0; i < 100 && !events.some((e) => e.type === 'offline_dispenses'); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(events).toContainEqual({
      type: 'offline_dispenses',
      dispenses: [expect.objectContaining({ unitId, skuId: KIT, slot: 'A1', outcome: 'dropped' })],
    });
    await server.endAsync();
  });

  it('one kit per session: asked again, it answers the session’s kit and the motor does not turn', async () => {
    const before = motorRuns();
    const res = await kit('session-0001');
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toMatchObject({ outcome: 'dropped', isRepeat: true });
    expect(motorRuns()).toBe(before);
  });

  it('cools down: another session moments later is refused with Retry-After; after the cool-down it gets its kit', async () => {
    clock = new Date(Date.now() + 30_000);
    const before = motorRuns();
    const res = await kit('session-0002');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ data: { code: 'cooling_down' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The kiosk page (another origin) may read it, to say when another kit can come out.
    expect(res.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(motorRuns()).toBe(before);
    clock = new Date(Date.now() + COOL_DOWN_MS + 1_000);
    expect((await kit('session-0002')).status).toBe(200);
    expect(motorRuns()).toBe(before + 1);
  });

  it('gives whichever emergency sku the kiosk sends when it is one of its kits, from that kit’s slot', async () => {
    clock = new Date(Date.now() + 3 * COOL_DOWN_MS);
    const res = await call(`${endpoint.origin}/emergency-kit`, {
      headers: { origin: KIOSK },
      body: { skuId: OWN_KIT, sessionId: 'session-own-0001' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { unitId, outcome } = (res.body as { data: { unitId: string; outcome: string } }).data;
    expect(outcome).toBe('dropped');
    expect(seenAtMotor.get(unitId)!.map((l) => JSON.parse(l) as unknown)).toEqual([
      expect.objectContaining({ state: 'started', isOffline: true, skuId: OWN_KIT }),
    ]);
  });

  it('refuses any product but the emergency kit, and bad input, without turning the motor', async () => {
    clock = new Date(Date.now() + 10 * COOL_DOWN_MS);
    const before = motorRuns();
    const lines = readFileSync(journalPath, 'utf8');
    const other = await call(`${endpoint.origin}/emergency-kit`, {
      headers: { origin: KIOSK },
      body: { skuId: 'condoms-3-pack', sessionId: 'session-0003' },
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ data: { code: 'not_emergency' } });
    for (const body of [{ skuId: KIT }, { skuId: KIT, sessionId: 'x' }, 'not json'])
      expect(
        (await call(`${endpoint.origin}/emergency-kit`, { headers: { origin: KIOSK }, body })).status,
      ).toBe(400);
    expect((await call(`${endpoint.origin}/emergency-kit`, { method: 'GET' })).status).toBe(405);
    expect(motorRuns()).toBe(before);
    expect(readFileSync(journalPath, 'utf8')).toBe(lines);
  });

  it('refuses what does not come from the kiosk page on this machine: another page, another host name, another address', async () => {
    const before = motorRuns();
    const page = await kit('session-0004', { origin: 'https://evil.example' });
    expect(page.status).toBe(403);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    // DNS rebinding: a name that resolves to 127.0.0.1 still arrives with its own Host.
    const port = new URL(endpoint.origin).port;
    expect((await kit('session-0004', { origin: KIOSK }, `evil.example:${port}`)).status).toBe(403);
    // Not reachable on the machine's other addresses at all.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (outside)
      await expect(call(`http://${outside}:${port}/emergency-kit`, { body: {} })).rejects.toThrow(
        /ECONNREFUSED/,
      );
    expect(motorRuns()).toBe(before);
  });

  it('answers the kiosk page’s preflight, Private Network Access included', async () => {
    const res = await call(`${endpoint.origin}/emergency-kit`, {
      method: 'OPTIONS',
      headers: {
        origin: KIOSK,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': KIOSK,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-allow-private-network': 'true',
    });
  });

  it('takes the kiosk page’s state (self-update) from the page only, answering the agent’s release', async () => {
    const state = (body: unknown, headers: Record<string, string> = { origin: KIOSK }) =>
      call(`${endpoint.origin}/kiosk-state`, { headers, body });
    const res = await state({ version: null, busy: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { version: 'v2.0.0' } });
    expect(res.headers['access-control-allow-origin']).toBe(KIOSK);
    expect((await state({ version: 'v2.0.0', busy: 'no' })).status).toBe(400);
    expect((await state({ version: null, busy: false }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect(pageReports).toEqual([{ version: null, busy: true }]);
  });
});
