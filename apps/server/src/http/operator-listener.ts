import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// eslint-disable-next-line no-restricted-syntax -- a mark on the operator listener's sockets, gone with each socket
const operatorSockets = new WeakSet<Socket>();

/** True when the request came in through the operator listener (loopback only). */
export const isOperatorRequest = (request: FastifyRequest): boolean =>
  operatorSockets.has(request.raw.socket);

/**
 * In production, `/metrics` and `/docs` answer only here: a second listener on 127.0.0.1 that hands its
 * requests to the same app, whose operator credential check recognises their connections.
 */
export async function listenOperator(app: FastifyInstance, port: number): Promise<Server> {
  const server = createServer((req, res) => app.routing(req, res));
  server.on('connection', (socket) => operatorSockets.add(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
