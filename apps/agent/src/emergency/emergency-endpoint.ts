import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AGENT_EMERGENCY_KIT_PATH,
  AGENT_KIOSK_STATE_PATH,
  AGENT_SESSION_ID,
  type TAgentKioskState,
  type TAgentKitRefusal,
  type TAgentKitReply,
} from '@kiosk/contract/values';
import type { Agent } from '../agent';

export interface EmergencyEndpointOptions {
  /** 127.0.0.1:port; 0 picks a free port (tests). */
  port: number;
  /** The kiosk page origins allowed to call it (CORS), e.g. https://kiosk.example.org. */
  kioskOrigins: readonly string[];
  /** The emergency skus this kiosk holds and their slots: the only products the endpoint gives out. */
  kits: ReadonlyMap<string, string>;
  /** No offline kit while any motor of an emergency slot started less than this ago (2 minutes). */
  coolDownMs: number;
  now?: () => Date;
  /** The kiosk page's report of its state (POST /kiosk-state); answers the agent's release. None: 404. */
  onKioskState?: (report: TAgentKioskState) => string;
}

export interface EmergencyEndpoint {
  server: Server;
  /** http://127.0.0.1:{port}: what the server's KIOSK_AGENT_ORIGIN names. */
  origin: string;
  close(): Promise<void>;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const BODY_LIMIT = 1024;

type Refusal = TAgentKitRefusal['data'];
const refuse = (status: number, code: Refusal['code'], message: string, retryAfter?: number) => ({
  status,
  body: { data: { code, message } } satisfies TAgentKitRefusal,
  retryAfter,
});

const readBody = (req: IncomingMessage): Promise<string | null> =>
  new Promise((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > BODY_LIMIT) {
        resolve(null);
        req.destroy();
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', () => resolve(null));
  });

const parseRequest = (raw: string | null): { skuId: string; sessionId: string } | null => {
  try {
    const value = JSON.parse(raw ?? '') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { skuId, sessionId } = value as Record<string, unknown>;
    if (typeof skuId !== 'string' || skuId.length > 100) return null;
    if (typeof sessionId !== 'string' || !AGENT_SESSION_ID.test(sessionId)) return null;
    return { skuId, sessionId };
  } catch {
    return null;
  }
};

const parseKioskState = (raw: string | null): TAgentKioskState | null => {
  try {
    const value = JSON.parse(raw ?? '') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { version, busy } = value as Record<string, unknown>;
    if (typeof busy !== 'boolean') return null;
    if (version !== null && (typeof version !== 'string' || version.length > 100)) return null;
    return { version, busy };
  } catch {
    return null;
  }
};

const send = (res: ServerResponse, status: number, body: unknown, retryAfter?: number) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.end(JSON.stringify(body));
};

/** The CORS preflight of the kit's POST (the origin itself is allowed by `cors`). */
const answerPreflight = (req: IncomingMessage, res: ServerResponse) => {
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', 'POST');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
  // Chromium's Private Network Access: a page asks before it reaches a loopback address.
  if (req.headers['access-control-request-private-network'] === 'true')
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  return res.end();
};

/**
 * The emergency kit without the network (docs/device-agent.md): a loopback-only HTTP endpoint the kiosk
 * browser calls when it cannot reach the API. Rules: only from this machine (socket, Host and Origin
 * checked), only an emergency sku of this kiosk, one kit per emergency session (asked again, it answers
 * the session's outcome and never turns the motor again) and a cool-down after any motor run on an
 * emergency slot, so nobody can empty the slot. Each kit is journalled (fsynced) before the motor turns,
 * like every unit, and offered to the server as soon as the agent is in touch with it.
 */
export async function startEmergencyEndpoint(
  agent: Agent,
  options: EmergencyEndpointOptions,
): Promise<EmergencyEndpoint> {
  const now = options.now ?? (() => new Date());
  const slots = [...options.kits.values()];
  let origin = '';

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    const from = req.headers.origin;
    if (from && options.kioskOrigins.includes(from)) {
      res.setHeader('Access-Control-Allow-Origin', from);
      // The kiosk says when another kit can come out (a cool-down's Retry-After).
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      res.setHeader('Vary', 'Origin');
    }
  };
  /** Who may call at all: this machine, by its loopback name, from the kiosk page (or no page). */
  const isFromKiosk = (req: IncomingMessage): boolean => {
    if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '')) return false;
    // A page that rebinds its own name to 127.0.0.1 still sends its name: refused.
    const host = req.headers.host ?? '';
    if (host !== origin.slice('http://'.length) && host !== `localhost:${new URL(origin).port}`) return false;
    const from = req.headers.origin;
    return from === undefined || options.kioskOrigins.includes(from);
  };

  const dispense = async (req: IncomingMessage) => {
    const input = parseRequest(await readBody(req));
    if (!input) return refuse(400, 'validation', 'skuId and sessionId (8 to 64 letters, digits, hyphens)');
    const slot = options.kits.get(input.skuId);
    if (!slot) return refuse(403, 'not_emergency', 'only the emergency kit is given out here');
    const given = agent.journal.findSession(input.sessionId);
    if (given) {
      const outcome = await agent.runner.run(given[0], given[1].slot);
      const reply: TAgentKitReply = { data: { unitId: given[0], outcome, isRepeat: true } };
      return { status: 200, body: reply };
    }
    const last = agent.journal.lastStartOn(slots);
    const waitMs = last ? last.getTime() + options.coolDownMs - now().getTime() : 0;
    if (waitMs > 0)
      return refuse(429, 'cooling_down', 'a kit was given moments ago', Math.ceil(waitMs / 1000));
    // From the check to the journal's 'started' line nothing awaits: two calls cannot both pass.
    const unitId = `${randomUUID()}:1`;
    const outcome = await agent.runner.run(unitId, slot, { skuId: input.skuId, sessionId: input.sessionId });
    agent.offerOfflineDispenses();
    const reply: TAgentKitReply = { data: { unitId, outcome, isRepeat: false } };
    return { status: 200, body: reply };
  };

  /** The page's report (busy, the release it heard): no motor, nothing journalled. */
  const kioskState = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (req.method !== 'POST') return send(res, 405, refuse(405, 'validation', 'POST only').body);
    void readBody(req).then((raw) => {
      const report = parseKioskState(raw);
      if (!report) return send(res, 400, refuse(400, 'validation', 'version (string or null) and busy').body);
      send(res, 200, { data: { version: options.onKioskState!(report) } });
    });
  };

  const server = createServer((req, res) => {
    if (!isFromKiosk(req)) return send(res, 403, refuse(403, 'forbidden', 'loopback only').body);
    cors(req, res);
    const path = new URL(req.url ?? '/', origin).pathname;
    if (path === AGENT_KIOSK_STATE_PATH && options.onKioskState) return kioskState(req, res);
    if (path !== AGENT_EMERGENCY_KIT_PATH) return send(res, 404, refuse(404, 'not_found', 'not found').body);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (req.method !== 'POST') return send(res, 405, refuse(405, 'validation', 'POST only').body);
    dispense(req).then(
      (answer) =>
        send(res, answer.status, answer.body, 'retryAfter' in answer ? answer.retryAfter : undefined),
      () => send(res, 500, refuse(500, 'failed', 'the kit could not be given').body),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
