import { ZErrorBody } from '@kiosk/contract';
import { z } from 'zod';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TCredentialKind } from './credentials';
import { KIOSK_COOKIE } from '../modules/kiosks/kiosk-cookie';
import { ORDER_COOKIE } from '../modules/orders/order-cookie';
import { OPERATOR_COOKIE } from '../modules/console/operator-cookie';
import { OPERATION_IDS } from './operation-ids';
import { roleSentence } from '../modules/console/operator-roles';
import { OPERATION_EXAMPLES } from './operation-examples';
import { withExamples } from './openapi-examples';
import {
  ERROR_DESCRIPTION,
  errorDescriptionOf,
  errorResponse,
  errorStatusesOf,
  type Operation,
  type Response,
} from './openapi-errors';

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

type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

type Content = Record<string, { schema?: { anyOf?: { type?: string }[] } }>;

/**
 * A route that answers JSON or CSV (`produces: ['application/json', 'text/csv']`) declares one schema for
 * both (the JSON or a string): JSON gets the object, text/csv the string.
 */
function withCsv(responses: Record<string, Response>): Record<string, Response> {
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

/**
 * fastify-swagger describes a response whose schema has no description as "Default Response": an error
 * gets what it means, any other answer its status and what the call does. A 204 or 304 has no body, so
 * no content either (fastify-swagger gives the schema of `z.void()` one).
 */
function described(responses: Record<string, Response>, summary = ''): Record<string, Response> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const description =
        response.description !== 'Default Response'
          ? response.description
          : (ERROR_DESCRIPTION[Number(status)] ?? `${STATUS_CODES[Number(status)] ?? status}: ${summary}`);
      const answer: Response = { ...response, description };
      if (status === '204' || status === '304') delete answer.content;
      return [status, answer];
    }),
  );
}

/** `/devices/:deviceId/x` as the document writes it: `/devices/{deviceId}/x`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

type Route = FastifyInstance['routeCredentials'][number];

/**
 * The role a console call needs, as the document states it: `x-operator-role`, a sentence in its
 * description, and its 403 (below the role, or a one-time password not yet replaced) among the errors.
 */
function operatorRoleOf(
  route: Route | undefined,
  method: string,
  operation: Operation,
  errors: Record<string, Response>,
) {
  const access = route?.operatorRole;
  if (!access) return {};
  if (access !== 'own') {
    const header = ['post', 'put', 'patch', 'delete'].includes(method)
      ? ', or the write lacks its `X-Console-Request: 1` header'
      : '';
    const refusal = `The operator's role is below ${access}, or they must first set a password of their own${header}.`;
    errors['403'] = errorResponse(refusal, 403);
  }
  const role = `Role: ${roleSentence(access)}`;
  const description = operation.description ? `${operation.description}\n\n${role}` : role;
  return { 'x-operator-role': access, description };
}

/**
 * One call as the document states it: its operationId, its security, its answers described, every error
 * it can answer in the one error shape, described for this call, and its examples.
 */
function completeOperation(method: string, path: string, operation: Operation, route: Route | undefined) {
  const credentials = route?.credentials ?? ['none'];
  const declared = route?.errors ?? {};
  const errors = Object.fromEntries(
    errorStatusesOf(method, credentials, operation, Object.keys(declared).map(Number))
      .filter((status) => !operation.responses?.[status])
      .map((status) => [
        status,
        errorResponse(errorDescriptionOf(status, method, credentials, operation, declared), status),
      ]),
  );
  const operationId = OPERATION_IDS[`${method.toUpperCase()} ${path}`];
  const role = operatorRoleOf(route, method, operation, errors);
  return withExamples(
    {
      operationId,
      ...operation,
      ...role,
      security: credentials.map((kind) => REQUIREMENT[kind]),
      responses: { ...described(withCsv(operation.responses ?? {}), operation.summary), ...errors },
    },
    operationId ? OPERATION_EXAMPLES[operationId] : undefined,
  );
}

/**
 * Completes the document fastify-swagger makes from the routes' schemas: each call's operationId (from
 * http/operation-ids.ts), its security from the credentials it declares (`config: accepts(…)`), a
 * description of every answer, every error it can answer, in the one error shape, and its examples
 * (the contract's fixtures, http/operation-examples.ts).
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
        Object.entries(operations).map(([method, operation]) => [
          method,
          completeOperation(method, path, operation, routeOf.get(`${method} ${path}`)),
        ]),
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
