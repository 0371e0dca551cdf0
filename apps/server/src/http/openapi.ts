import { ZErrorBody } from '@kiosk/contract';
import { z } from 'zod';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TCredentialKind } from './credentials';
import { KIOSK_COOKIE } from '../modules/kiosks/kiosk-cookie';
import { ORDER_COOKIE } from '../modules/orders/order-cookie';
import { OPERATOR_COOKIE } from '../modules/console/operator-cookie';
import { OPERATION_IDS } from './operation-ids';

/**
 * The security schemes of the API document, one per kind of credential (docs/security.md). The one place
 * that says how each credential is sent: change it here when a credential changes.
 */
export const SECURITY_SCHEMES = {
  kioskCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: KIOSK_COOKIE,
    description:
      'A paired kiosk browser: the device credential cookie set by POST /devices/{id}/kiosk-credential.',
  },
  orderCapability: {
    type: 'apiKey',
    in: 'query',
    name: 'capability',
    description:
      `A phone's capability for one order (from the kiosk's QR code or the reply that created the order), ` +
      `as ?capability=, the \`${ORDER_COOKIE}\` cookie or the bearer value.`,
  },
  staffPasskey: {
    type: 'http',
    scheme: 'bearer',
    description: "The device's staff passkey as the bearer value.",
  },
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: OPERATOR_COOKIE,
    description:
      "An operator's console session: the HttpOnly cookie set by POST /console/session (path /console). " +
      'Every console write also carries the header `X-Console-Request: 1`.',
  },
  downloadToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A roll-out's download token, from the kiosk's update command: valid for that kiosk's release only.",
  },
} as const;

/**
 * Where the API answers: the origin that serves the kiosk (PUBLIC_URL), the same for every installation,
 * so the document names it as a variable rather than one host.
 */
export const API_SERVERS = [
  {
    url: '{origin}',
    description: 'The server that serves the kiosk pages (its PUBLIC_URL)',
    variables: {
      origin: { default: 'http://localhost:8080', description: 'The scheme, host and port of the server' },
    },
  },
];

/** The security requirement of each credential kind; none and owner (the loopback listener) need none. */
const REQUIREMENT: Record<TCredentialKind, Record<string, []>> = {
  none: {},
  owner: {},
  kiosk: { kioskCookie: [] },
  order: { orderCapability: [] },
  staff: { staffPasskey: [] },
  operator: { operatorSession: [] },
  download: { downloadToken: [] },
};

const ERROR_DESCRIPTION: Record<number, string> = {
  400: 'A field of the request is not valid (`field` names it).',
  401: 'The credential is missing or wrong.',
  403: 'The credential is right, but for another device or order.',
  404: 'No such device, order, product or route.',
  409: 'The request does not fit the current state (stock, order status, an earlier request).',
  413: 'The body is larger than 64 KB.',
  415: 'The body is not JSON.',
  416: 'The range asked for lies outside the file (`Content-Range: bytes */{size}` gives its size).',
  429: 'Too many requests or wrong guesses: try again after Retry-After seconds.',
  500: 'An unexpected error.',
  503: 'The database cannot be reached: try again after Retry-After seconds.',
};

interface Operation {
  summary?: string;
  operationId?: string;
  requestBody?: unknown;
  parameters?: unknown[];
  security?: unknown;
  responses?: Record<string, unknown>;
}

interface Parameter {
  in?: string;
}

/**
 * The error statuses a call can answer, from what it takes and what its handler declares
 * (`config: answers(…)`):
 * - 500 and 503 (the database out of reach): any call;
 * - 400: a call with parameters or a body (not valid, or not JSON);
 * - 413 and 415: a call with a body (too large, not JSON);
 * - 401 and 429 (wrong guesses are throttled): a call that takes a credential;
 * - 403: a credential bound to one device or order (kiosk, order, staff), or an operator's write without
 *   its `X-Console-Request` header;
 * - 404: a call with path parameters (no such device, order, product);
 * - and whatever the handler declares (409 for a state that does not fit, 429 for its limits…).
 */
export function errorStatusesOf(
  method: string,
  credentials: readonly TCredentialKind[],
  operation: Operation,
  declared: readonly number[] = [],
) {
  const statuses = new Set([500, 503, ...declared]);
  const parameters = (operation.parameters ?? []) as Parameter[];
  const hasBody = method === 'post' || method === 'put' || method === 'patch' || method === 'delete';
  if (hasBody || parameters.length) statuses.add(400);
  if (hasBody) [413, 415].forEach((s) => statuses.add(s));
  if (credentials.some((kind) => kind !== 'none' && kind !== 'owner'))
    [401, 429].forEach((s) => statuses.add(s));
  if (credentials.some((kind) => kind === 'kiosk' || kind === 'order' || kind === 'staff')) statuses.add(403);
  if (hasBody && credentials.includes('operator')) statuses.add(403);
  if (parameters.some((p) => p.in === 'path')) statuses.add(404);
  return [...statuses].sort();
}

type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

type Content = Record<string, { schema?: { anyOf?: { type?: string }[] } }>;

/**
 * A route that answers JSON or CSV (`produces: ['application/json', 'text/csv']`) declares one schema for
 * both (the JSON or a string): JSON gets the object, text/csv the string.
 */
function withCsv(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const content = (response as { content?: Content }).content;
      const both = content?.['text/csv']?.schema?.anyOf;
      if (!content || !both) return [status, response];
      const json = both.filter((schema) => schema.type !== 'string');
      return [
        status,
        {
          ...(response as object),
          content: {
            'application/json': { schema: json.length === 1 ? json[0] : { anyOf: json } },
            'text/csv': { schema: { type: 'string' } },
          },
        },
      ];
    }),
  );
}

type Response = { description?: string };

/**
 * fastify-swagger describes a response whose schema has no description as "Default Response": an error
 * gets what it means, any other answer its status and what the call does.
 */
function described(responses: Record<string, unknown>, summary = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if ((response as Response).description !== 'Default Response') return [status, response];
      const description =
        ERROR_DESCRIPTION[Number(status)] ?? `${STATUS_CODES[Number(status)] ?? status}: ${summary}`;
      return [status, { ...(response as object), description }];
    }),
  );
}

/** `/devices/:deviceId/x` as the document writes it: `/devices/{deviceId}/x`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * Completes the document fastify-swagger makes from the routes' schemas: each call's operationId (from
 * http/operation-ids.ts), its security from the credentials it declares (`config: accepts(…)`), a
 * description of every answer, and every error it can answer, in the one error shape.
 */
export function completeOpenApi<T extends object>(app: FastifyInstance, given: T): T {
  const document = given as Document;
  const routeOf = new Map(
    app.routeCredentials.map((route) => [`${route.method.toLowerCase()} ${documentPath(route.url)}`, route]),
  );
  const { $schema: _, ...errorSchema } = z.toJSONSchema(ZErrorBody, { target: 'draft-2020-12' });
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const route = routeOf.get(`${method} ${path}`);
          const credentials = route?.credentials ?? ['none'];
          const errors = Object.fromEntries(
            errorStatusesOf(method, credentials, operation, route?.errors)
              .filter((status) => !operation.responses?.[status])
              .map((status) => [
                status,
                {
                  description: ERROR_DESCRIPTION[status],
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
                },
              ]),
          );
          return [
            method,
            {
              operationId: OPERATION_IDS[`${method.toUpperCase()} ${path}`],
              ...operation,
              security: credentials.map((kind) => REQUIREMENT[kind]),
              responses: { ...described(withCsv(operation.responses ?? {}), operation.summary), ...errors },
            },
          ];
        }),
      ),
    ]),
  );
  const completed: Document = {
    ...document,
    components: {
      ...document.components,
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ...document.components?.schemas, Error: errorSchema },
    },
    paths,
  };
  return completed as T;
}
