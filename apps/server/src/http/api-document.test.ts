import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { API_CLIENT_TYPES_FILE, API_DOCUMENT_FILE, REPOSITORY_ROOT, apiDocumentOf } from './api-document';
import { apiClientTypesText } from './api-client-types';
import { OPERATION_IDS } from './operation-ids';
import { OPERATION_EXAMPLES } from './operation-examples';
import {
  exampleCounts,
  exampleProblems,
  operationProblems,
  type ApiDocument as Document,
} from './api-document-problems';

const REGENERATE = 'run `npm run openapi:write` and commit what it writes';
const EXAMPLE = join(REPOSITORY_ROOT, 'examples/api-client');

let previous: ts.Program | undefined;

/**
 * The example client's type errors; `edit` changes its source first (to show the check can fail). A second
 * check reuses the first's unchanged files.
 */
function exampleTypeErrors(edit: (source: string) => string = (source) => source): string[] {
  const configFile = join(EXAMPLE, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    return file.endsWith('/src/client.ts') && text !== undefined ? edit(text) : text;
  };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    host,
    ...(previous ? { oldProgram: previous } : {}),
  });
  previous = program;
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

const operationsOf = (document: Document) =>
  Object.values(document.paths).flatMap((operations) => Object.values(operations));

/**
 * The API document as an integrator generates a client from it: every operation named (a stable, unique
 * operationId) and summed up, every answer described (each error in the one error shape), an example from
 * the contract's fixtures on every JSON body and success answer, the server given; committed as the
 * routes make it (docs/openapi.json), with the client types generated from it, and an example client that
 * type-checks.
 */
describe('the API document for integrators', () => {
  let committed: string;
  let development: string;

  beforeAll(async () => {
    const database = await openPglite(undefined);
    try {
      committed = await apiDocumentOf(database);
      // The development-only calls too (the simulator's faults, the SMS outbox).
      development = await apiDocumentOf(database, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    } finally {
      await database.close();
    }
  });

  it('names and sums up every operation and describes every answer', () => {
    for (const text of [committed, development]) {
      const document = JSON.parse(text) as Document;
      expect(Object.keys(document.paths).length).toBeGreaterThan(40);
      expect(operationProblems(document)).toEqual([]);
    }
    expect(JSON.parse(development).paths['/dev/outbox'].get.operationId).toBe('listOutboxMessages');
  });

  it('names no call the server does not have', () => {
    const { paths } = JSON.parse(development) as Document;
    const calls = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // The payment webhook exists at the configured provider's path only.
    const isOtherProviderWebhook = (call: string) => /^POST \/payments\/\w+\/webhook$/.test(call);
    expect(
      Object.keys(OPERATION_IDS).filter((call) => !calls.has(call) && !isOtherProviderWebhook(call)),
    ).toEqual([]);
  });

  it('finds an operation without an operationId, a summary or a description of its answer', () => {
    const document: Document = {
      paths: {
        '/a': { get: { operationId: 'getA', summary: 'A', responses: { 200: { description: 'OK' } } } },
        '/b': { get: { operationId: 'getA', responses: { 200: { description: 'Default Response' } } } },
        '/c': { post: { operationId: 'Post-C', summary: 'C', responses: {} } },
        '/d': { put: { summary: 'D', responses: {} } },
      },
    };
    expect(operationProblems(document)).toEqual([
      "GET /b: operationId getA is also GET /a's",
      'GET /b: no summary',
      'GET /b 200: no description of its own',
      'POST /c: operationId Post-C is not camelCase',
      'PUT /d: no operationId (add it to http/operation-ids.ts)',
    ]);
  });

  it('shows the contract fixtures as examples of every JSON body and success answer, each fitting its schema', () => {
    const document = JSON.parse(committed) as Document;
    expect(exampleProblems(document)).toEqual([]);
    const ids = new Set(operationsOf(document).map((operation) => operation.operationId));
    expect(Object.keys(OPERATION_EXAMPLES).filter((id) => !ids.has(id))).toEqual([]);
    const counts = exampleCounts(document);
    expect(counts.operations).toBeGreaterThanOrEqual(66);
    expect(counts.requests).toBeGreaterThanOrEqual(15);
    expect(counts.successes).toBeGreaterThanOrEqual(62);
    // Every error answer but the readiness probes' reports has its example.
    expect(counts.errors).toBe(counts.errorResponses - 2);
  });

  it('finds a body or an answer without an example, an example off its schema, an error off its shape', () => {
    const error = { $ref: '#/components/schemas/Error' };
    const anError = { data: { message: 'Not found', description: 'No such order.', code: 'not_found' } };
    const document: Document = {
      components: {
        schemas: {
          Error: {
            type: 'object',
            properties: { data: { type: 'object', required: ['code'] } },
            required: ['data'],
          },
        },
      },
      paths: {
        '/a': {
          post: {
            operationId: 'postA',
            summary: 'A',
            requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
            responses: {
              200: {
                description: 'OK',
                content: {
                  'application/json': {
                    schema: { type: 'object', required: ['data'] },
                    examples: { empty: { summary: 'Nothing', value: {} } },
                  },
                },
              },
              404: { description: 'No such A.', content: { 'application/json': { schema: error } } },
              409: {
                description: 'A conflict.',
                content: {
                  'application/json': { schema: error, examples: { c: { summary: 'C', value: anError } } },
                },
              },
              429: {
                description: 'Too many.',
                content: { 'application/json': { schema: { type: 'string' } } },
              },
            },
          },
        },
        '/b': {
          get: {
            operationId: 'getB',
            summary: 'B',
            responses: { 200: { description: 'OK', content: { 'application/json': { schema: {} } } } },
          },
        },
      },
    };
    expect(operationProblems(document)).toEqual([
      'POST /a 404: no example',
      'POST /a 429: not in the error shape (#/components/schemas/Error)',
    ]);
    expect(exampleProblems(document)).toEqual([
      'POST /a body: no example (add it to http/operation-examples.ts from the contract fixtures)',
      "POST /a 200: example empty does not fit its schema: data must have required property 'data'",
      'GET /b 200: no example (add it to http/operation-examples.ts from the contract fixtures)',
    ]);
  });

  it('says where the API answers', () => {
    const { servers } = JSON.parse(committed) as Document;
    expect(servers?.[0]?.url).toBe('{origin}');
    expect(servers?.[0]?.variables?.origin?.default).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('is committed as the routes make it, with the client types generated from it', async () => {
    expect(
      readFileSync(API_DOCUMENT_FILE, 'utf8') === committed,
      `docs/openapi.json differs from the routes: ${REGENERATE}`,
    ).toBe(true);
    expect(
      readFileSync(API_CLIENT_TYPES_FILE, 'utf8') === (await apiClientTypesText(committed)),
      `examples/api-client/src/api.generated.ts differs from the document: ${REGENERATE}`,
    ).toBe(true);
  });

  it('types an example client that type-checks, and refuses a call the document does not have', () => {
    expect(exampleTypeErrors()).toEqual([]);
    const errors = exampleTypeErrors((source) =>
      source.replace("isReservable: 'true' }", "isReservable: 'yes' }"),
    );
    expect(errors.join('\n')).toMatch(/client\.ts: .*'"yes"'/);
  }, 60_000);
});
