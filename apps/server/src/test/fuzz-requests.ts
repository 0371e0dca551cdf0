import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { invalidText, invalidValue, validValue, type Hints, type JsonSchema } from './schema-arbitrary';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Built to break the contract: the server must refuse it with a 4xx. */
  isInvalid: boolean;
}
interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

/** The server's answer to a fuzzed request, with its body as text. */
export interface FuzzAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * Sends a fuzzed request to the app. An event stream lasts until its order is settled (up to a minute
 * for an open one): its head and first event are read, then the stream is dropped, as by a client that
 * goes away.
 */
export async function injectFuzzRequest(app: FastifyInstance, req: FuzzRequest): Promise<FuzzAnswer> {
  const res = await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    ...(req.payload === undefined ? {} : { payload: req.payload }),
    payloadAsStream: true,
  });
  const isEventStream = String(res.headers['content-type']).startsWith('text/event-stream');
  let body = '';
  for await (const chunk of res.stream()) {
    body += String(chunk);
    if (isEventStream && body.includes('\n\n')) break;
  }
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) };
}

/** Every operation of the OpenAPI document, with its parameters and JSON body schema. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const JSON_TYPE = { 'content-type': 'application/json' };

function assemble(
  op: Operation,
  path: Record<string, string>,
  query: Record<string, string>,
  headers: Record<string, string>,
  body: { payload?: string; headers?: Record<string, string> },
  isInvalid: boolean,
): FuzzRequest {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return {
    method: op.method,
    url: search ? `${filled}?${search}` : filled,
    headers: { ...headers, ...(body.headers ?? {}) },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
    isInvalid,
  };
}

const partsOf = (op: Operation, where: Parameter['in']) => op.parameters.filter((p) => p.in === where);

function validParams(params: Parameter[], hints: Hints): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(
    params.map((p) => [p.name, validValue(p.schema, hints, p.name).map(asText)]),
  );
  return fc.record(model, {
    requiredKeys: params.filter((p) => p.required).map((p) => p.name),
  }) as fc.Arbitrary<Record<string, string>>;
}

const validBody = (op: Operation, hints: Hints) =>
  op.body
    ? validValue(op.body, hints).map((v) => ({ payload: JSON.stringify(v), headers: JSON_TYPE }))
    : fc.constant({});

/** Requests the contract accepts (the server may still refuse them by its rules: 404, 409…). */
export function validRequest(op: Operation, hints: Hints, headers: fc.Arbitrary<Record<string, string>>) {
  return fc
    .tuple(
      validParams(partsOf(op, 'path'), hints),
      validParams(partsOf(op, 'query'), hints),
      fc.tuple(headers, validParams(partsOf(op, 'header'), hints)),
      validBody(op, hints),
    )
    .map(([path, query, [h, named], body]) => assemble(op, path, query, { ...h, ...named }, body, false));
}

type Breaker = fc.Arbitrary<{
  path?: Record<string, string>;
  query?: Record<string, string>;
  header?: Record<string, string | undefined>;
  body?: { payload?: string; headers?: Record<string, string> };
}>;

function breakers(op: Operation, hints: Hints): Breaker[] {
  const out: Breaker[] = [];
  for (const p of op.parameters) {
    const bad = invalidText(p.schema);
    if (bad) out.push(bad.map((v) => ({ [p.in]: { [p.name]: v } })));
    if (p.in === 'header' && p.required) out.push(fc.constant({ header: { [p.name]: undefined } }));
  }
  if (partsOf(op, 'query').length) out.push(fc.constant({ query: { unexpectedParam: '1' } }));
  if (op.body) {
    const bad = invalidValue(op.body, hints);
    if (bad) out.push(bad.map((v) => ({ body: { payload: JSON.stringify(v), headers: JSON_TYPE } })));
    out.push(
      fc.constantFrom(
        { body: { payload: '{"skus":', headers: JSON_TYPE } },
        { body: { payload: '', headers: JSON_TYPE } },
        { body: { payload: 'skus=1', headers: { 'content-type': 'text/plain' } } },
        { body: { payload: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }), headers: JSON_TYPE } },
      ),
    );
  }
  return out;
}

/** Requests with one part broken (a path, query or header value, a missing header, an unknown query key, the body). */
export function invalidRequest(
  op: Operation,
  hints: Hints,
  headers: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<FuzzRequest> | null {
  const options = breakers(op, hints);
  if (!options.length) return null;
  return fc
    .tuple(
      validParams(partsOf(op, 'path'), hints),
      validParams(partsOf(op, 'query'), hints),
      fc.tuple(headers, validParams(partsOf(op, 'header'), hints)),
      validBody(op, hints),
      fc.oneof(...options),
    )
    .map(([path, query, [h, named], body, broken]) => {
      const sent = Object.entries({ ...h, ...named, ...broken.header }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      return assemble(
        op,
        { ...path, ...broken.path },
        { ...query, ...broken.query },
        Object.fromEntries(sent),
        broken.body ?? body,
        true,
      );
    });
}
