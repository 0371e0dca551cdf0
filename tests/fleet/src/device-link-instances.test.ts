import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '@kiosk/agent';
import { UnitInDoubtError, type Dispenser, type UnitInput } from '@kiosk/device-link';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { DeviceLinkDispenser } from '@kiosk/server/src/dispensers/device-link-dispenser';

const DEVICE = 'demo-kiosk-0001';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitFor = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
};

/**
 * Two API instances on one broker, as in a fleet: each hears every kiosk's outcomes. An outcome the agent
 * sends in answer to a command (live) is the commanding instance's alone; one it offers again from its
 * journal is recorded by whichever instance hears it (docs/device-agent.md).
 */
describe.skipIf(!canStartBroker)('two API instances and one agent: who records a unit’s outcome', () => {
  let broker: SecureTestBroker;
  let agent: Agent;
  /** The agent's motor waits for this gate (open unless a test holds it). */
  let gate: Promise<void> = Promise.resolve();
  const simulator = new DispenserSimulator({ unitMs: 50 });
  const held: Dispenser = {
    dispenseUnit: async (unit) => {
      await gate;
      return simulator.dispenseUnit(unit);
    },
    unitOutcome: (unit) => simulator.unitOutcome(unit),
    status: (deviceId) => simulator.status(deviceId),
  };
  /** The unit ids each instance was handed as outcomes nobody there waited for. */
  const late = { one: [] as string[], two: [] as string[] };
  const instances: DeviceLinkDispenser[] = [];
  const instance = async (name: 'one' | 'two') => {
    const link = new DeviceLinkDispenser({
      brokerUrl: broker.url,
      instanceId: name,
      timeoutMs: 300,
      giveUpMs: 1_000,
      mqtt: await broker.apiOptions(`api-${name}`),
      onLateOutcome: async (_deviceId, unitId) => {
        late[name].push(unitId);
        return 'recorded';
      },
    });
    instances.push(link);
    await link.connected(10_000);
    return link;
  };
  const unit = (): UnitInput => ({ deviceId: DEVICE, slot: 'A1', orderId: randomUUID(), unitIndex: 1 });
  const unitId = (u: UnitInput) => `${u.orderId}:${u.unitIndex}`;
  const isDone = (u: UnitInput) => agent.journal.get(unitId(u))?.state === 'done';
  /** The agent's journal says the server acknowledged it: it is not offered again. */
  const isReported = (u: UnitInput) => agent.journal.get(unitId(u))?.isReported === true;

  beforeAll(async () => {
    broker = await startSecureBroker();
    agent = startAgent({
      deviceId: DEVICE,
      brokerUrl: broker.url,
      journalPath: join(mkdtempSync(join(tmpdir(), 'device-link-instances-')), 'journal.jsonl'),
      dispenser: held,
      mqtt: await broker.kioskOptions(DEVICE),
    });
    await Promise.all([instance('one'), instance('two')]);
    await waitFor(() => agent.client.connected);
  }, 30_000);
  beforeEach(() => {
    late.one.length = 0;
    late.two.length = 0;
  });
  afterAll(async () => {
    await Promise.all(instances.map((link) => link.close()));
    await agent?.close();
    await broker?.stop();
  });

  it('the instance that commands a unit takes its live outcome; the other leaves it alone', async () => {
    const [one] = instances;
    const u = unit();
    expect(await one!.dispenseUnit(u)).toBe('dropped');
    expect(await one!.unitOutcome(u)).toBe('dropped'); // a query's answer is live too
    one!.unitRecorded(u); // as the server does once the outcome is written
    await waitFor(() => isReported(u));
    await sleep(300);
    expect(late).toEqual({ one: [], two: [] });
  });

  it('an outcome the agent offers again (not live, as older agents send every outcome) is recorded by an instance that does not wait for it', async () => {
    const [one] = instances;
    const u = unit();
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    // The motor is slower than the instance waits: it gives up, and the live outcome comes after.
    await expect(one!.dispenseUnit(u)).rejects.toBeInstanceOf(UnitInDoubtError);
    release();
    await waitFor(() => isDone(u));
    await sleep(300);
    expect(late).toEqual({ one: [], two: [] });
    // Nobody acknowledged it: the agent offers it again (on connect and every AGENT_OFFER_EVERY_MS).
    agent.offerOutcomes();
    await waitFor(() => late.one.length === 1 && late.two.length === 1);
    expect(late).toEqual({ one: [unitId(u)], two: [unitId(u)] });
    await waitFor(() => isReported(u));
  });
});
