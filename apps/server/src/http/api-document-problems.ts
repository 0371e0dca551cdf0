import { Ajv2020 } from 'ajv/dist/2020';

interface Example {
  summary?: string;
  value?: unknown;
}
interface MediaType {
  schema?: object;
  examples?: Record<string, Example>;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Response>;
}
export interface ApiDocument {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

const JSON_TYPE = 'application/json';
const ERROR_REF = '#/components/schemas/Error';
const ADD_EXAMPLE = 'add it to http/operation-examples.ts from the contract fixtures';

/**
 * The errors that are not in the error shape, on purpose: the readiness probes answer 503 with their
 * report, which a load balancer reads.
 */
const REPORTS_NOT_ERRORS = new Set(['GET /readyz 503', 'GET /devices/{deviceId}/readyz 503']);

const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

/** What is wrong with the document's operations for a client generator, one line each. */
export function operationProblems(document: ApiDocument): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { call, operation } of operationsOf(document)) {
    const id = operation.operationId;
    if (!id) problems.push(`${call}: no operationId (add it to http/operation-ids.ts)`);
    else if (!/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${call}: operationId ${id} is not camelCase`);
    else if (seen.has(id)) problems.push(`${call}: operationId ${id} is also ${seen.get(id)}'s`);
    if (id) seen.set(id, call);
    if (!operation.summary?.trim()) problems.push(`${call}: no summary`);
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!response.description?.trim() || response.description === 'Default Response')
        problems.push(`${call} ${status}: no description of its own`);
      if (Number(status) >= 400 && !REPORTS_NOT_ERRORS.has(`${call} ${status}`)) {
        const media = response.content?.[JSON_TYPE];
        if ((media?.schema as { $ref?: string } | undefined)?.$ref !== ERROR_REF)
          problems.push(`${call} ${status}: not in the error shape (${ERROR_REF})`);
        else if (!Object.keys(media?.examples ?? {}).length) problems.push(`${call} ${status}: no example`);
      }
    }
  }
  return problems;
}

/** Accepts a JSON Schema format the document uses, checked as strictly as the server's schemas do. */
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
};

/**
 * What is wrong with the document's examples, one line each: a JSON request body or a JSON success answer
 * without one, and an example (of any answer) that its own schema refuses.
 */
export function exampleProblems(document: ApiDocument): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  const problems: string[] = [];
  const check = (where: string, media: MediaType | undefined, isRequired: boolean) => {
    const examples = Object.entries(media?.examples ?? {});
    if (media && isRequired && !examples.length) problems.push(`${where}: no example (${ADD_EXAMPLE})`);
    if (!media?.schema) return;
    const validate = ajv.compile({ ...media.schema, components: document.components });
    for (const [name, example] of examples) {
      if (!example.summary?.trim()) problems.push(`${where}: example ${name} has no summary`);
      if (!validate(example.value))
        problems.push(
          `${where}: example ${name} does not fit its schema: ${ajv.errorsText(validate.errors)}`,
        );
    }
  };
  for (const { call, operation } of operationsOf(document)) {
    check(`${call} body`, operation.requestBody?.content?.[JSON_TYPE], true);
    for (const [status, response] of Object.entries(operation.responses))
      check(`${call} ${status}`, response.content?.[JSON_TYPE], status.startsWith('2'));
  }
  return problems;
}

/** How many examples the document shows: on request bodies, on success answers and on error answers. */
export function exampleCounts(document: ApiDocument) {
  const counts = { operations: 0, requests: 0, successes: 0, errors: 0, errorResponses: 0 };
  const count = (media: MediaType | undefined) => Object.keys(media?.examples ?? {}).length;
  for (const { operation } of operationsOf(document)) {
    counts.operations += 1;
    counts.requests += count(operation.requestBody?.content?.[JSON_TYPE]);
    for (const [status, response] of Object.entries(operation.responses)) {
      const isError = Number(status) >= 400;
      if (isError) counts.errorResponses += 1;
      counts[isError ? 'errors' : 'successes'] += count(response.content?.[JSON_TYPE]);
    }
  }
  return counts;
}
