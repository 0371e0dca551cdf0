import fc from 'fast-check';
import type { TErrorBody } from '@kiosk/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { DEMO, staffAuth, useTestApp } from '../test/harness';
import { fuzzFixtures } from '../test/fuzz-fixtures';
import {
  injectFuzzRequest,
  invalidRequest,
  operationsOf,
  validRequest,
  type FuzzRequest,
} from '../test/fuzz-requests';
import { operatorAuth } from '../test/console-session-helpers';

const RUNS = Number(process.env.OPENAPI_RUNS ?? 3);

interface Response {
  content?: Record<string, { schema?: object }>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: object;
}

/**
 * The 400s no schema can state, as they depend on stored data or a secret: a request the document accepts
 * may still get them. Each is the call (method and path) and the field the answer names.
 */
const RULES_BEYOND_SCHEMA: { call: RegExp; field: RegExp | undefined; why: string }[] = [
  {
    call: /^POST \/devices\/[^/]+\/(test\/)?orders$/,
    field: /^skus\.\d+\.quantity$/,
    why: "the sku's own limit",
  },
  {
    call: /^(POST \/devices\/[^/]+\/(test\/)?orders|PUT \/devices\/[^/]+\/products\/stock)$/,
    field: /^skus\.\d+\.skuId$/,
    why: 'a sku twice (JSON Schema cannot say "unique by a key"; the description does), or not reservable',
  },
  {
    call: /^PUT \/devices\/[^/]+\/products\/stock\/slots$/,
    field: /^slots\.\d+\.slotId$/,
    why: 'a slot this kiosk does not have',
  },
  {
    call: /^POST \/devices\/[^/]+\/products\/stock\/slots$/,
    field: /^count$/,
    why: 'more units than the capacity given beside them (a rule between two fields)',
  },
  {
    call: /^PUT \/devices\/[^/]+\/products\/stock\/slots$/,
    field: /^slots\.\d+\.count$/,
    why: "more units than the slot's capacity, the one given or the stored one",
  },
  { call: /\/discounts\/opt-(in|out)$/, field: /^skus\.\d+$/, why: 'a sku not in this order' },
  { call: /^POST \/devices\/[^/]+\/products$/, field: /^skus$/, why: 'a sku of another product' },
  { call: /\/mfa-(phone|code)$/, field: /^phoneNumber$/, why: 'not a real mobile number' },
  { call: /^POST \/payments\/\w+\/webhook$/, field: undefined, why: 'the signature is an HMAC of the body' },
  {
    call: /^(POST \/console\/kiosk-setup|PUT \/console\/kiosk-setup\/[^/]+)$/,
    field: /^(defaultLanguage|languages)$/,
    why: 'the default among the languages offered, each once (the description says it)',
  },
  { call: /^POST \/console\/kiosk-setup$/, field: /^deviceId$/, why: 'the id of another kiosk' },
];
const isRuleBeyondSchema = (req: FuzzRequest, field: string | undefined) => {
  const call = `${req.method} ${req.url.split('?')[0]}`;
  return RULES_BEYOND_SCHEMA.some(
    (rule) => rule.call.test(call) && (rule.field ? rule.field.test(field ?? '') : field === undefined),
  );
};

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

    const ajv = new Ajv2020({ strict: false, allErrors: false });
    ajv.addFormat('date-time', true).addFormat('email', true).addFormat('uri', true).addFormat('uuid', true);
    const validators = new Map<object, ValidateFunction>();
    const validatorOf = (schema: object) => {
      let validate = validators.get(schema);
      if (!validate)
        validators.set(schema, (validate = ajv.compile({ ...schema, components: doc.components })));
      return validate;
    };
    const failures: string[] = [];

    const check = (path: string, method: string) => async (req: FuzzRequest) => {
      const res = await injectFuzzRequest(t.rawApp, req);
      const where = `${req.method} ${req.url} ${req.payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      const documented = doc.paths[path]![method]!.responses;
      const response = documented[String(res.statusCode)] ?? documented.default;
      if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
      else if (
        res.statusCode === 400 &&
        !req.isInvalid &&
        !isRuleBeyondSchema(req, (res.json() as TErrorBody).data.field)
      )
        failures.push(`400 to a request the document accepts: ${where}`);
      else if (req.isInvalid && res.statusCode < 400)
        failures.push(`accepted a request the document refuses: ${where}`);
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
      'downloadToken',
      'kioskCookie',
      'operatorSession',
      'orderCapability',
      'staffPasskey',
    ]);
    const order = doc.paths['/devices/{deviceId}/orders/{orderId}'].get;
    expect(order.security).toEqual([{ kioskCookie: [] }, { orderCapability: [] }]);
    expect(Object.keys(order.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(doc.paths['/devices/{deviceId}/products'].get.security).toEqual([{}]);
    const download = doc.paths['/kiosk-releases/{version}/{file}'].get;
    expect(download.security).toEqual([{ downloadToken: [] }]);
    expect(Object.keys(download.responses)).toEqual(expect.arrayContaining(['401', '416']));
    const report = doc.paths['/devices/{deviceId}/reports/dispensing'].get;
    expect(report.security).toEqual([{ staffPasskey: [] }]);
    expect(report.responses['200'].content['text/csv'].schema).toEqual({ type: 'string' });
    expect(report.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('states the rules the server checks on the calls an integrator found looser', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const ajv = new Ajv2020({ strict: false });
    const accepts = (schema: object, value: unknown) => ajv.validate(schema, value);
    const bodyOf = (method: string, path: string) =>
      doc.paths[path][method].requestBody.content['application/json'].schema;
    const parameterOf = (method: string, path: string, name: string) =>
      doc.paths[path][method].parameters.find((p: { name: string }) => p.name === name);

    const event = bodyOf('post', '/analytics/events').properties.events.items;
    const withProperties = (properties: object) => ({
      name: 'screen_view',
      timestamp: '2026-01-02T03:04:05Z',
      properties,
    });
    expect(accepts(event, withProperties({ screen: 'home' }))).toBe(true);
    expect(accepts(event, withProperties({ 'not a name': 1 }))).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    expect(accepts(event, withProperties(many))).toBe(false);

    const phone = bodyOf('post', '/devices/{deviceId}/orders/{orderId}/discounts/mfa-phone');
    expect(accepts(phone, { phoneNumber: '+1 415 555 0123' })).toBe(true);
    expect(accepts(phone, { phoneNumber: '' })).toBe(false);
    expect(accepts(phone, { phoneNumber: 'call me' })).toBe(false);

    for (const path of ['/devices/{deviceId}/reports/dispensing', '/console/charts/{chart}']) {
      const from = parameterOf('get', path, 'from').schema;
      expect(from.format).toBe('date');
      expect(['2024-02-29', '2023-02-29', '0000-00-00', '2026-13-01'].map((v) => accepts(from, v))).toEqual([
        true,
        false,
        false,
        false,
      ]);
    }

    const product = bodyOf('post', '/devices/{deviceId}/products');
    expect(product.properties.titles.required).toEqual(['en']);

    const filter = parameterOf('get', '/console/kiosks', 'filter').schema;
    expect(
      ['low_stock, faults', '', 'offline,', 'bogus', 'low_stock;faults'].map((v) => accepts(filter, v)),
    ).toEqual([true, true, true, false, false]);

    const signature = parameterOf('post', '/payments/sandbox/webhook', 'sandbox-signature');
    expect(signature).toMatchObject({ in: 'header', required: true });
  });

  it("lists each call's own errors: from its credential, its inputs and what its handler declares", async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const errorsOf = (method: string, path: string) =>
      Object.keys(doc.paths[path][method].responses).filter((status) => Number(status) >= 400);
    // Anonymous, no body: no credential errors, no body errors, no state conflicts.
    expect(errorsOf('get', '/devices/{deviceId}/products')).toEqual(['400', '404', '500', '503']);
    // A staff write that can be stale. The passkey is checked against the device's own: a wrong one is a
    // 401, never a 403.
    expect(errorsOf('put', '/devices/{deviceId}/products/stock')).toEqual([
      '400',
      '401',
      '404',
      '409',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    // A sign-in: no credential, but a password that can be wrong, and throttled.
    expect(errorsOf('post', '/console/session')).toEqual(['400', '401', '413', '415', '429', '500', '503']);
    // An operator's read without path parameters: nothing to find or to conflict with; 403 while the
    // operator must still replace a one-time password.
    expect(errorsOf('get', '/console/alerts')).toEqual(['400', '401', '403', '429', '500', '503']);
    // The operator's own calls are open to every role: no 403 on a read.
    expect(errorsOf('get', '/console/session')).toEqual(['401', '429', '500', '503']);
  });

  it("describes each error for its call: the credential, what is not found and the handler's own", async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const descriptionsOf = (method: string, path: string) =>
      Object.fromEntries(
        Object.entries(doc.paths[path][method].responses as Record<string, { description: string }>)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, response]) => [status, response.description]),
      );
    const order = descriptionsOf('get', '/devices/{deviceId}/orders/{orderId}');
    expect(order['401']).toBe('The kiosk cookie or the order capability is missing or not valid.');
    expect(order['403']).toBe(
      'The kiosk cookie is of another device or the order capability is of another order.',
    );
    expect(order['404']).toBe('No such device or order.');
    // The handler's own: what a conflict or a limit means on this call.
    const created = descriptionsOf('post', '/devices/{deviceId}/orders');
    expect(created['401']).toBe('The kiosk cookie is sent but not valid.');
    expect(created['409']).toMatch(/out of stock/);
    expect(created['429']).toMatch(/unpaid orders/);
    expect(descriptionsOf('post', '/console/session')['401']).toBe('The name or password is wrong.');
    expect(descriptionsOf('put', '/console/thresholds')['403']).toMatch(/X-Console-Request/);
    // Every error shows an example body in the one error shape.
    const cancel = doc.paths['/devices/{deviceId}/orders/{orderId}/cancel'].post.responses['409'];
    expect(Object.values(cancel.content['application/json'].examples)).toEqual([
      expect.objectContaining({ value: { data: expect.objectContaining({ code: 'conflict' }) } }),
    ]);
  });
});
