import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { DEMO, staffAuth, useTestApp } from '../test/harness';
import { fuzzFixtures } from '../resilience/support/fuzz-fixtures';
import {
  invalidRequest,
  operationsOf,
  validRequest,
  type FuzzRequest,
} from '../resilience/support/fuzz-requests';
import { operatorAuth } from '../modules/console/console-session.test-helpers';

const RUNS = Number(process.env.OPENAPI_RUNS ?? 3);

interface Response {
  content?: Record<string, { schema?: object }>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: object;
}

/**
 * An OpenAPI 3.0 schema as JSON Schema draft 7 reads it (ajv): `exclusiveMinimum: true` beside `minimum`,
 * and `nullable: true`, which adds null to the values the rest of the schema allows (an enum's included).
 */
function draft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(draft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, draft7(v)])) as Record<
    string,
    unknown
  >;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** Fault injection is that dev route's purpose (its 5xx dispense failures are by design): fuzzed invalid only. */
const isFaultInjection = (method: string, path: string) =>
  method === 'POST' && path.startsWith('/dev/dispenser');

/**
 * The API document checked against the server, as an integrator's tool would (Schemathesis): requests made
 * from the document's own schemas, valid and invalid, for every operation and with every credential. Each
 * answer must be below 500, have a status the document lists for the call, and a body its schema for that
 * status and content type accepts.
 */
describe('the OpenAPI document against the server', () => {
  const t = useTestApp('pglite');

  it('lists every answer the server gives, with its body, for every operation and credential', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as Document;
    const { hints, orderIds } = await fuzzFixtures(t);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: `/devices/${DEMO}/orders`,
        payload: { skus: [{ skuId: 'pregnancy-test', quantity: 1 }] },
      })
    ).json().data as { id: string; capability: string };
    const credentials = {
      anonymous: {},
      staff: staffAuth,
      kiosk: { cookie: t.kioskCookies.get(DEMO)! },
      operator: await operatorAuth(t),
      order: { authorization: `Bearer ${order.capability}` },
    };
    const withOrder = { ...hints, orderId: fc.constantFrom(order.id, ...orderIds) };

    const ajv = new Ajv({ strict: false, allErrors: false });
    ajv.addFormat('date-time', true).addFormat('email', true).addFormat('uri', true).addFormat('uuid', true);
    const validators = new Map<object, ValidateFunction>();
    const validatorOf = (schema: object) => {
      let validate = validators.get(schema);
      if (!validate)
        validators.set(
          schema,
          (validate = ajv.compile(draft7({ ...schema, components: doc.components }) as object)),
        );
      return validate;
    };
    const failures: string[] = [];

    const check = (path: string, method: string) => async (req: FuzzRequest) => {
      const res = await t.rawApp.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: req.headers,
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      const where = `${req.method} ${req.url} ${req.payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      const documented = doc.paths[path]![method]!.responses;
      const response = documented[String(res.statusCode)] ?? documented.default;
      if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
      else if (!response) failures.push(`undocumented status: ${where}`);
      else if (response.content) {
        const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
        const schema = response.content[type]?.schema;
        if (!schema) failures.push(`undocumented content type ${type}: ${where}`);
        else {
          const body: unknown = type === 'application/json' ? res.json() : res.body;
          const validate = validatorOf(schema);
          if (!validate(body))
            failures.push(`body off its schema ${ajv.errorsText(validate.errors)}: ${where}`);
        }
      }
    };

    for (const op of operationsOf(doc as never)) {
      const method = op.method.toLowerCase();
      for (const headers of Object.values(credentials)) {
        const arbitraries = [
          isFaultInjection(op.method, op.path) ? null : validRequest(op, withOrder, fc.constant(headers)),
          invalidRequest(op, withOrder, fc.constant(headers)),
        ];
        for (const arb of arbitraries) {
          if (arb) await fc.assert(fc.asyncProperty(arb, check(op.path, method)), { numRuns: RUNS });
        }
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  }, 240_000);

  it('declares each credential as a security scheme, on the calls that take it, and the CSV report', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'kioskCookie',
      'operatorSession',
      'orderCapability',
      'staffPasskey',
    ]);
    const order = doc.paths['/devices/{deviceId}/orders/{orderId}'].get;
    expect(order.security).toEqual([{ kioskCookie: [] }, { orderCapability: [] }]);
    expect(Object.keys(order.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(doc.paths['/devices/{deviceId}/products'].get.security).toEqual([{}]);
    const report = doc.paths['/devices/{deviceId}/reports/dispensing'].get;
    expect(report.security).toEqual([{ staffPasskey: [] }]);
    expect(report.responses['200'].content['text/csv'].schema).toEqual({ type: 'string' });
    expect(report.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });
});
