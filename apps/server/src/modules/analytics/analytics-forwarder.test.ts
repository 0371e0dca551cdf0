import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnalyticsForwarder } from './analytics-forwarder';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A local HTTP server standing in for the third party; records what it received. */
async function fakeCollector(handler: Handler) {
  const received: { method: string; contentType: string | undefined; body: string }[] = [];
  const closed: boolean[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, contentType: req.headers['content-type'], body });
      handler(req, res, body);
    });
    req.on('close', () => closed.push(true));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/collect?key=SECRET-KEY`,
    received,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const warnings: { details: object; message: string }[] = [];
const log = { warn: (details: object, message: string) => void warnings.push({ details, message }) };
const batch = {
  deviceId: 'demo-kiosk-0001',
  events: [{ name: 'screen_view', properties: { screen: 'home' }, timestamp: '2025-01-01T00:00:00.000Z' }],
};
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((c) => c()));
  cleanup = [];
  warnings.length = 0;
});

describe('analytics forwarder', () => {
  it('POSTs the batch as JSON and returns before the third party answers', async () => {
    let release: () => void = () => undefined;
    const collector = await fakeCollector((_req, res) => {
      release = () => res.writeHead(204).end();
    });
    cleanup.push(collector.close);
    const forwarder = createAnalyticsForwarder({ url: collector.url, log });
    expect(forwarder.forward(batch)).toBeUndefined();
    await expect.poll(() => collector.received.length).toBe(1);
    // The collector has the batch but has not answered: the caller was never held up.
    expect(warnings).toEqual([]);
    expect(collector.received[0]).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: JSON.stringify(batch),
    });
    release();
    await forwarder.drain();
    expect(warnings).toEqual([]);
  });

  it('gives up after the timeout and logs only the kind of failure, never the URL', async () => {
    const collector = await fakeCollector(() => undefined); // never answers
    cleanup.push(collector.close);
    const forwarder = createAnalyticsForwarder({ url: collector.url, log, timeoutMs: 100 });
    forwarder.forward(batch);
    await forwarder.drain();
    expect(warnings).toEqual([{ details: { reason: 'timeout' }, message: 'analytics forward failed' }]);
    expect(JSON.stringify(warnings)).not.toContain('SECRET-KEY');
  });

  it('logs a refusal by status, and a network failure without throwing', async () => {
    const collector = await fakeCollector((_req, res) => res.writeHead(503).end('busy'));
    cleanup.push(collector.close);
    const forwarder = createAnalyticsForwarder({ url: collector.url, log });
    forwarder.forward(batch);
    await forwarder.drain();
    expect(warnings).toEqual([{ details: { status: 503 }, message: 'analytics forward refused' }]);
    warnings.length = 0;
    const nowhere = createAnalyticsForwarder({ url: 'http://127.0.0.1:1/x', log });
    expect(() => nowhere.forward(batch)).not.toThrow();
    await nowhere.drain();
    expect(warnings).toEqual([{ details: { reason: 'network' }, message: 'analytics forward failed' }]);
  });

  it('skips sends beyond the in-flight cap, and sends nothing for an empty batch', async () => {
    const collector = await fakeCollector(() => undefined);
    cleanup.push(collector.close);
    const forwarder = createAnalyticsForwarder({ url: collector.url, log, timeoutMs: 200, maxInFlight: 2 });
    forwarder.forward({ deviceId: null, events: [] });
    forwarder.forward(batch);
    forwarder.forward(batch);
    forwarder.forward(batch);
    expect(warnings.map((w) => w.message)).toEqual(['analytics forward skipped: too many in flight']);
    await forwarder.drain();
    expect(collector.received).toHaveLength(2);
  });
});
