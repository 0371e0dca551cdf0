import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_ANSWER_HEADER } from '../../../shared/api/api-answers';
import { keptDeviceConfig, type TKeptAnswers } from './kept-device-config';

/**
 * The offline shell's device-config answer against real sockets on this machine: a good answer is kept;
 * then every bad network answer a kiosk PC meets gives the page the kept copy, never the error.
 */
const CONFIG = { data: { deviceId: 'kiosk-1', agentOrigin: 'http://127.0.0.1:8765', supportPhone: '555' } };
const PATH = '/devices/kiosk-1/config';
const TIMEOUT_MS = 300;

/** The Cache API's part the shell uses, in memory (Node has no CacheStorage). */
const memoryCache = (): TKeptAnswers => {
  const kept = new Map<string, Response>();
  return {
    match: async (request) => kept.get(request.url)?.clone(),
    put: async (request, response) => void kept.set(request.url, response),
  };
};

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(String((server.address() as AddressInfo).port))),
  );

const proxyError =
  (status: number): RequestListener =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(`<html><body><h1>${status} Service Unavailable</h1>No server is available.</body></html>`);
  };

const servers: Server[] = [];
let folder = '';
/** Origins answering each way; the first one serves the good config. */
const origins: Record<string, string> = {};

beforeAll(async () => {
  const serve = async (name: string, handler: RequestListener) => {
    const server = createHttpServer(handler);
    servers.push(server);
    origins[name] = `http://127.0.0.1:${await listen(server)}`;
  };
  await serve('good', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(CONFIG));
  });
  for (const status of [502, 503, 504]) await serve(String(status), proxyError(status));
  await serve('portal', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>Sign in to the café Wi-Fi</body></html>');
  });
  await serve('silent', () => undefined);
  // A port nothing listens on: connection refused.
  const closed = createHttpServer();
  origins.refused = `http://127.0.0.1:${await listen(closed)}`;
  await new Promise((resolve) => closed.close(resolve));
  // TLS with a certificate nobody trusts (as a kiosk PC behind a TLS-inspecting firewall meets it).
  folder = mkdtempSync(join(tmpdir(), 'kept-config-'));
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', '/CN=127.0.0.1', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
  ]);
  const tls = createHttpsServer(
    { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) },
    (_req, res) => res.end(JSON.stringify(CONFIG)),
  );
  servers.push(tls);
  origins.tls = `https://127.0.0.1:${await listen(tls)}`;
  // A name that never resolves (RFC 6761).
  origins.dns = 'http://kiosk-api.invalid';
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(folder, { recursive: true, force: true });
});

/** One shell whose kept copy came from the good origin; then `origin` answers the same request. */
const answerAfterGoodOne = async (origin: string) => {
  const kept = memoryCache();
  const shell = keptDeviceConfig(async () => kept, TIMEOUT_MS);
  const first = await shell(new Request(`${origins.good}${PATH}`));
  expect(await first.json()).toEqual(CONFIG);
  expect(first.headers.get(KEPT_ANSWER_HEADER)).toBeNull();
  // The kiosk's origin is the same across answers; the tests' origins differ, so the copy is moved over.
  const copy = await kept.match(new Request(`${origins.good}${PATH}`));
  await kept.put(new Request(`${origin}${PATH}`), copy!);
  return shell(new Request(`${origin}${PATH}`));
};

describe('the offline shell’s device config', () => {
  it.each([
    ['connection refused', 'refused'],
    ['a DNS failure', 'dns'],
    ['a TLS failure', 'tls'],
    ['no answer within the timeout', 'silent'],
    ['a proxy’s 502', '502'],
    ['a proxy’s 503', '503'],
    ['a proxy’s 504', '504'],
    ['a captive portal’s HTML page with 200', 'portal'],
  ])('gives the kept copy on %s', async (_what, name) => {
    const answer = await answerAfterGoodOne(origins[name]!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(KEPT_ANSWER_HEADER)).toBe('kept');
    expect(await answer.json()).toEqual(CONFIG);
  });

  it('keeps a bad answer out of the copy, and hands the page the network’s answer while nothing is kept', async () => {
    const kept = memoryCache();
    const shell = keptDeviceConfig(async () => kept, TIMEOUT_MS);
    const answer = await shell(new Request(`${origins['503']}${PATH}`));
    expect(answer.status).toBe(503);
    expect(await kept.match(new Request(`${origins['503']}${PATH}`))).toBeUndefined();
    await expect(shell(new Request(`${origins.refused}${PATH}`))).rejects.toThrow();
  });
});
