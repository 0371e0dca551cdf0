import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TOperatorRole } from '@kiosk/contract';
import { AppError, notFound, unauthorized } from './app-error';
import { WEB_ASSETS_ROUTE } from './web-app';

/**
 * Who may call a route. Every route declares the credentials it takes (`config: accepts(…)`); one hook
 * checks them before the body is read, so a refused call reaches no handler and writes nothing.
 * - none: anyone (public pages, webhooks checked by their signature instead)
 * - kiosk: a paired kiosk browser's device credential (HttpOnly cookie), for its own device only
 * - order: the capability a phone was handed for one order (QR code), for that order only
 * - staff: the device's staff passkey as the bearer value
 * - owner: whoever runs the server (in production: only through the loopback operator listener)
 * - operator: a programme operator's console session (HttpOnly cookie on /console, docs/security.md)
 * - download: the bearer token of a roll-out's update command, for that kiosk's release only
 */
export type TCredentialKind = 'none' | 'kiosk' | 'order' | 'staff' | 'owner' | 'operator' | 'download';

/** The credential a request was let in with. */
export type TCaller =
  | { kind: 'none' }
  | { kind: 'kiosk'; deviceId: string; credentialId: string }
  | { kind: 'order'; deviceId: string; orderId: string }
  | { kind: 'staff'; deviceId: string; actor: 'staff' | 'legacy' }
  | { kind: 'owner' }
  | {
      kind: 'operator';
      operatorId: string;
      name: string;
      role: TOperatorRole;
      mustChangePassword: boolean;
      expiresAt: string;
    }
  | { kind: 'download'; deviceId: string; rolloutId: string; version: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    credentials?: readonly TCredentialKind[];
    /** The least role an operator needs for the route (`config: operatorAs(…)`); see TOperatorAccess. */
    operatorRole?: TOperatorAccess;
    /** The errors the handler itself can answer, each with what it means for this call. */
    errors?: TDeclaredErrors;
  }
  interface FastifyRequest {
    caller: TCaller;
  }
  interface FastifyInstance {
    /** Every route registered so far and the credentials it takes (the table the tests check). */
    routeCredentials: {
      method: string;
      url: string;
      credentials: readonly TCredentialKind[];
      operatorRole: TOperatorAccess | undefined;
      errors: TDeclaredErrors;
    }[];
  }
}

/** The route option that declares the credentials a route takes: `config: accepts('kiosk', 'order')`. */
export const accepts = (...credentials: TCredentialKind[]) => ({ credentials });

/**
 * What a console route asks of the operator: a role at least (viewer < operator < admin), or `own` for
 * the calls about the signed-in operator themselves (who they are, their own password, signing out),
 * which every operator may make, even one who must still set a password of their own.
 */
export type TOperatorAccess = TOperatorRole | 'own';

/**
 * The route option of a console route: the operator credential, and the least role it needs, which the
 * credential check enforces (403 below it) and the API document shows: `config: operatorAs('admin')`.
 * A route that takes the operator credential without it stops the server from starting.
 */
export const operatorAs = (operatorRole: TOperatorAccess) => ({
  credentials: ['operator'] as TCredentialKind[],
  operatorRole,
});

/** Error statuses a handler answers itself, each with what it means for this call (one sentence). */
export type TDeclaredErrors = Readonly<Partial<Record<number, string>>>;

/**
 * The route option that declares the errors a handler itself can answer (a state that does not fit: 409;
 * a limit: 429; a sign-in's wrong password: 401) and what each means there, beside its credentials:
 * `config: { ...accepts('kiosk'), ...answers({ 409: 'The order is no longer open.' }) }`. A status its
 * inputs or credential give already (401, 403, 404) may be declared too, to say what else it means on
 * this call. The API document lists and describes them (http/openapi.ts).
 */
export const answers = (errors: TDeclaredErrors) => ({ errors });

/**
 * Checks one kind of credential. Returns null when the request carries none of that kind; the caller
 * when it is right; throws 401 when it is wrong, 403 when it is right but not for this device or order,
 * 429 while guesses are throttled.
 */
export type TCredentialCheck = (request: FastifyRequest) => Promise<TCaller | null>;
export type TCredentialChecks = Record<Exclude<TCredentialKind, 'none'>, TCredentialCheck>;

/** Routes added by plugins, which cannot declare their own: the API docs and the web app's files. */
const pluginRouteCredentials = (route: RouteOptions): readonly TCredentialKind[] | undefined => {
  if (route.url === '/docs' || route.url.startsWith('/docs/')) return ['owner'];
  // @fastify/static: the web app's assets under one wildcard route, and a route per other file of the
  // build, each with its file in the config (http/web-app.ts).
  if (route.url === WEB_ASSETS_ROUTE || (route.config as { file?: unknown } | undefined)?.file)
    return ['none'];
  return undefined;
};

/**
 * Installs the declaration check (a route without one stops the server from starting) and the hook.
 * Call on the root instance before any route is registered.
 */
export function registerCredentials(app: FastifyInstance, checks: TCredentialChecks): void {
  // Set by the hook below on every request before any handler runs.
  app.decorateRequest('caller', null as never);
  const table: FastifyInstance['routeCredentials'] = [];
  app.decorate('routeCredentials', table);
  app.addHook('onRoute', (route) => {
    const credentials = route.config?.credentials ?? pluginRouteCredentials(route);
    if (!credentials?.length) {
      throw new Error(`${String(route.method)} ${route.url} declares no credential (config: accepts(…))`);
    }
    const operatorRole = route.config?.operatorRole;
    if (credentials.includes('operator') !== Boolean(operatorRole)) {
      throw new Error(
        `${String(route.method)} ${route.url}: the operator credential goes with operatorAs(role)`,
      );
    }
    route.config = { ...route.config, credentials };
    const errors = route.config?.errors ?? {};
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, credentials, operatorRole, errors });
  });
  app.addHook('onRequest', async (request) => {
    const accepted = request.routeOptions.config.credentials;
    // The not-found handler has no route, hence no declaration: it only answers 404 (or a page of the web
    // app to a GET), and reads no body: a method no route takes (QUERY, PROPFIND) is a 404, not a bad body.
    if (!accepted) {
      request.caller = { kind: 'none' };
      if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound('route');
      return;
    }
    request.caller = await identify(request, accepted, checks);
  });
}

async function identify(
  request: FastifyRequest,
  accepted: readonly TCredentialKind[],
  checks: TCredentialChecks,
): Promise<TCaller> {
  let refusal: AppError | null = null;
  for (const kind of accepted) {
    if (kind === 'none') continue;
    try {
      const caller = await checks[kind](request);
      if (caller) return caller;
    } catch (error) {
      // A wrong credential of one kind does not hide a right one of another (a stale cookie and a capability).
      // A wrong staff passkey is refused even where no credential is needed: it was sent as one (a guess).
      if (!(error instanceof AppError) || error.status === 429 || kind === 'staff') throw error;
      refusal ??= error;
    }
  }
  if (accepted.includes('none')) return { kind: 'none' };
  throw refusal ?? unauthorized();
}

/** Who signed a staff call, for the audit: the passkey, or the legacy device password. */
export function staffActorOf(request: FastifyRequest): 'staff' | 'legacy' {
  if (request.caller.kind !== 'staff')
    throw new Error('staffActorOf: the route does not take the staff credential');
  return request.caller.actor;
}
