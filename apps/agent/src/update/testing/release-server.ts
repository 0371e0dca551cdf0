import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createConnection, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';

export interface ReleaseServer {
  origin: string;
  /** Every request: its path and headers, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const listen = (server: Server | ReturnType<typeof createTcpServer>): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * A small static file server as the API serves releases (GET {path}, `Authorization: Bearer {token}`),
 * with HTTP range requests: `Range: bytes=N-` answered 206 from byte N, unless `If-Range` names another
 * ETag (then 200 with the whole file). The ETag is the file's size and mtime, as common servers make it.
 */
export async function startReleaseServer(dir: string, token: string): Promise<ReleaseServer> {
  const requests: ReleaseServer['requests'] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push({ path, headers: req.headers });
    if (req.headers.authorization !== `Bearer ${token}`) return res.writeHead(401).end();
    const file = join(dir, path);
    if (path.includes('..') || !existsSync(file)) return res.writeHead(404).end();
    const { size, mtimeMs } = statSync(file);
    const etag = `"${createHash('sha1').update(`${size}-${mtimeMs}`).digest('hex').slice(0, 16)}"`;
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const ifRange = req.headers['if-range'];
    const from = range && (!ifRange || ifRange === etag) ? Number(range[1]) : 0;
    if (from >= size && from > 0) return res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    const headers = { etag, 'accept-ranges': 'bytes', 'content-length': String(size - from) };
    if (from > 0) res.writeHead(206, { ...headers, 'content-range': `bytes ${from}-${size - 1}/${size}` });
    else res.writeHead(200, headers);
    createReadStream(file, { start: from }).pipe(res);
  });
  const port = await listen(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP proxy in front of `target` that cuts its first connection once `cutAfter` bytes of the answer went
 * through (a network that drops mid-download); later connections go through whole.
 */
export async function startCuttingProxy(target: string, cutAfter: number) {
  const { port: targetPort } = new URL(target);
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    const isCut = ++connections === 1;
    const upstream = createConnection(Number(targetPort), '127.0.0.1');
    for (const s of [client, upstream]) sockets.add(s);
    let sent = 0;
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      if (!isCut) return void client.write(chunk);
      const room = cutAfter - sent;
      client.write(chunk.subarray(0, Math.max(0, room)));
      sent += chunk.length;
      if (sent >= cutAfter) {
        client.destroy();
        upstream.destroy();
      }
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  const port = await listen(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
