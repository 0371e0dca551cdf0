import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { API_CLIENT_TYPES_FILE, API_DOCUMENT_FILE, REPOSITORY_ROOT, apiDocumentOf } from './api-document';
import { apiClientTypesText } from './api-client-types';
import { OPERATION_IDS } from './operation-ids';

interface Operation {
  operationId?: string;
  summary?: string;
  responses: Record<string, { description?: string }>;
}
interface Document {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, Operation>>;
}

const REGENERATE = 'run `npm run openapi:write` and commit what it writes';
const EXAMPLE = join(REPOSITORY_ROOT, 'examples/api-client');

/** What is wrong with the document's operations for a client generator, one line each. */
function operationProblems(document: Document): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const call = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId;
      if (!id) problems.push(`${call}: no operationId (add it to http/operation-ids.ts)`);
      else if (!/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${call}: operationId ${id} is not camelCase`);
      else if (seen.has(id)) problems.push(`${call}: operationId ${id} is also ${seen.get(id)}'s`);
      if (id) seen.set(id, call);
      if (!operation.summary?.trim()) problems.push(`${call}: no summary`);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response.description?.trim() || response.description === 'Default Response')
          problems.push(`${call} ${status}: no description of its own`);
      }
    }
  }
  return problems;
}

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

/**
 * The API document as an integrator generates a client from it: every operation named (a stable, unique
 * operationId) and summed up, every answer described, the server given; committed as the routes make it
 * (docs/openapi.json), with the client types generated from it, and an example client that type-checks.
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
