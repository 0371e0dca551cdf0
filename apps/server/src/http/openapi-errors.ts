import { ERROR_FIXTURES } from '@kiosk/contract/fixtures';
import type { TCredentialKind, TDeclaredErrors } from './credentials';

/** What each error status means on any call; an operation's own description is made from it. */
export const ERROR_DESCRIPTION: Record<number, string> = {
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
  502: 'An outside service (the payment provider) failed or refused: try again.',
  503: 'The database cannot be reached: try again after Retry-After seconds.',
};

export interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  parameters?: Parameter[];
  security?: unknown;
  responses?: Record<string, Response>;
}
export interface MediaType {
  schema?: unknown;
  examples?: Record<string, { summary: string; value: unknown }>;
}
export interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  in?: string;
  name?: string;
}

const hasBodyOf = (method: string) => ['post', 'put', 'patch', 'delete'].includes(method);

/**
 * The error statuses a call can answer, from what it takes and what its handler declares
 * (`config: answers(…)`):
 * - 500 and 503 (the database out of reach): any call;
 * - 400: a call with parameters or a body (not valid, or not JSON);
 * - 413 and 415: a call with a body (too large, not JSON);
 * - 401 and 429 (wrong guesses are throttled): a call that takes a credential;
 * - 403: a credential bound to one device or order (a kiosk's cookie, an order's capability), or an
 *   operator's write without its `X-Console-Request` header; a staff passkey is checked against the
 *   device's own, so a wrong one is a 401 and never a 403;
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
  const parameters = operation.parameters ?? [];
  const hasBody = hasBodyOf(method);
  if (hasBody || parameters.length) statuses.add(400);
  if (hasBody) [413, 415].forEach((s) => statuses.add(s));
  if (credentials.some((kind) => kind !== 'none' && kind !== 'owner'))
    [401, 429].forEach((s) => statuses.add(s));
  if (credentials.some((kind) => kind === 'kiosk' || kind === 'order')) statuses.add(403);
  if (hasBody && credentials.includes('operator')) statuses.add(403);
  if (parameters.some((p) => p.in === 'path')) statuses.add(404);
  return [...statuses].sort();
}

/** How each credential is named in an error's description. */
const CREDENTIAL_NAME: Partial<Record<TCredentialKind, string>> = {
  kiosk: 'the kiosk cookie',
  order: 'the order capability',
  staff: 'the staff passkey',
  operator: 'the operator session',
};

/** Why each credential can be right and still refused (403). */
const REFUSAL: Partial<Record<TCredentialKind, string>> = {
  kiosk: 'the kiosk cookie is of another device',
  order: 'the order capability is of another order',
  operator: 'the write lacks its `X-Console-Request: 1` header',
};

/** What a path parameter names, for a 404. */
const FOUND: Record<string, string> = {
  deviceId: 'device',
  orderId: 'order',
  productId: 'product',
  transactionId: 'payment',
  credentialId: 'paired kiosk browser',
  skuId: 'sku',
  chart: 'chart',
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const either = (names: string[]) => names.join(' or ');

/**
 * What an error status means on this call: what its handler declares, else what its credential, its
 * parameters and its body make of the status's general meaning.
 */
export function errorDescriptionOf(
  status: number,
  method: string,
  credentials: readonly TCredentialKind[],
  operation: Operation,
  declared: TDeclaredErrors,
): string {
  const own = declared[status];
  if (own) return own;
  const names = credentials.flatMap((kind) => CREDENTIAL_NAME[kind] ?? []);
  const parameters = operation.parameters ?? [];
  switch (status) {
    case 400:
      if (!hasBodyOf(method)) return 'A parameter is not valid (`field` names it).';
      return operation.requestBody
        ? 'A field of the body or a parameter is not valid (`field` names it).'
        : 'A parameter is not valid (`field` names it), or a body was sent that is not JSON.';
    case 401: {
      // Where no credential is needed too, leaving it out is fine: only a wrong one is refused.
      const wrong = credentials.includes('none') ? 'is sent but not valid' : 'is missing or not valid';
      return names.length ? sentence(`${either(names)} ${wrong}`) : ERROR_DESCRIPTION[401]!;
    }
    case 403: {
      const refusals = credentials
        .filter((kind) => kind !== 'operator' || hasBodyOf(method))
        .flatMap((kind) => REFUSAL[kind] ?? []);
      return refusals.length ? sentence(either(refusals)) : ERROR_DESCRIPTION[403]!;
    }
    case 404: {
      const things = parameters.flatMap((p) => (p.in === 'path' && p.name ? (FOUND[p.name] ?? []) : []));
      return things.length ? `No such ${either(things)}.` : ERROR_DESCRIPTION[404]!;
    }
    case 429:
      return names.length
        ? 'Too many wrong credentials from this client: try again after Retry-After seconds.'
        : ERROR_DESCRIPTION[429]!;
    default:
      return ERROR_DESCRIPTION[status] ?? `Error ${status}.`;
  }
}

/** An error answer in the one error shape, described for its call, with an example body. */
export function errorResponse(description: string, status: number): Response {
  const fixture = (ERROR_FIXTURES as Record<number, (typeof ERROR_FIXTURES)[400] | undefined>)[status];
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        ...(fixture
          ? { examples: { [fixture.name]: { summary: fixture.summary, value: fixture.value } } }
          : {}),
      },
    },
  };
}
