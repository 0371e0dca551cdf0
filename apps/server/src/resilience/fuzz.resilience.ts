import fc from 'fast-check';
import { ZErrorBody } from '@kiosk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, TEST_ACCESS_CODE, staffAuth, testClock, useTestApp } from '../test/harness';
import { changedTables, fingerprinter } from '../test/db-fingerprint';
import {
  injectFuzzRequest,
  invalidRequest,
  operationsOf,
  validRequest,
  type FuzzRequest,
  type Operation,
} from '../test/fuzz-requests';
import { fuzzFixtures } from '../test/fuzz-fixtures';
import { webhookRequests, sandboxPageRequests } from '../test/fuzz-raw-routes';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

const HEADERS = fc.constantFrom<Record<string, string>>(
  {},
  staffAuth,
  { authorization: `Bearer ${TEST_ACCESS_CODE}` },
  { authorization: 'Bearer wrong-guess-123' },
  { authorization: 'Basic Zm9vOmJhcg==' },
);

/**
 * Written off the request, after an earlier accepted call, so they may land during any later one: the
 * kiosk's last call, and the console's alerts (and their messages) evaluated after a stock change.
 */
const OFF_REQUEST_TABLES = ['kiosk_presence', 'console_alerts', 'alert_messages'];

/**
 * A refused request writes nothing, except guess counters: counted on a wrong guess (401, 429) or cleared
 * by the right staff passkey before the request was refused for another reason; and a failed age check (403).
 */
const mayWrite = (status: number, req: FuzzRequest): string[] => [
  ...OFF_REQUEST_TABLES,
  ...(status === 401 || status === 429 || req.headers.authorization === staffAuth.authorization
    ? ['throttles']
    : []),
  ...(status === 403 && req.url.includes('/age-authorization') ? ['order_workflows'] : []),
];

/** Fault injection is that dev route's purpose (its 5xx dispense failures are by design): fuzzed invalid only. */
const isValidFuzzed = (op: Operation) => !(op.method === 'POST' && op.path.startsWith('/dev/dispenser'));

describe.each(DB_KINDS)('every endpoint fuzzed from its contract on %s', (kind) => {
  let operations: Operation[];
  let fixtures: Awaited<ReturnType<typeof fuzzFixtures>>;
  let fingerprint: () => Promise<Record<string, string>>;
  let before: Record<string, string>;
  const clock = testClock(new Date());
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(() => {
    process.on('unhandledRejection', onRejection);
  });
  // Registered before the app, so it runs after the app closes, as hooks run in reverse.
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });
  const t = useTestApp(kind, { now: clock.now });
  beforeAll(async () => {
    operations = operationsOf((await t.app.inject({ url: '/docs/json' })).json());
    fixtures = await fuzzFixtures(t);
    fingerprint = await fingerprinter(t.ctx.db);
    before = await fingerprint();
  });

  const check = async (req: FuzzRequest) => {
    const res = await injectFuzzRequest(t.app, req);
    const where = `${req.method} ${req.url} ${req.payload?.slice(0, 300) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (req.isInvalid) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
    if (res.statusCode >= 400 && /json/.test(String(res.headers['content-type']))) {
      expect(ZErrorBody.safeParse(res.json()).success, where).toBe(true);
    }
    const after = await fingerprint();
    if (res.statusCode >= 400) {
      const written = changedTables(before, after).filter((t) => !mayWrite(res.statusCode, req).includes(t));
      expect(written, `a refused request wrote: ${where}`).toEqual([]);
    }
    before = after;
  };

  it('lists every operation of the API in /docs/json', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it('valid and invalid inputs of every operation: no 5xx, errors in the one shape, refused requests write nothing', async () => {
    for (const op of operations) {
      clock.advance(11 * 60_000);
      const arbitraries = [
        isValidFuzzed(op) ? validRequest(op, fixtures.hints, HEADERS) : null,
        invalidRequest(op, fixtures.hints, HEADERS),
      ];
      for (const arb of arbitraries) {
        if (arb) await fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS, endOnFailure: true });
      }
    }
    for (const arb of [webhookRequests(t), sandboxPageRequests()]) {
      await fc.assert(fc.asyncProperty(arb, check), { numRuns: RUNS * 3, endOnFailure: true });
    }
    expect(rejections).toEqual([]);
    expect(t.logs.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  }, 240_000);

  it('the fixtures the fuzzer aimed at are still on the demo device', async () => {
    expect(fixtures.orderIds.length).toBeGreaterThan(3);
    expect((await t.app.inject({ url: `/devices/${DEMO}/config` })).statusCode).toBe(200);
  });
});
