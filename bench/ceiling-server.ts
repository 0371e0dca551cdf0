import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify route answering a JSON body of exactly the asked size (bytes), built once
 * per size. Nothing else: no logger, no hooks, no validation, no database.
 */
const app = Fastify({ logger: false });
const bodies = new Map<number, { data: string }>();
const envelope = JSON.stringify({ data: '' }).length;
app.get<{ Params: { size: string } }>('/json/:size', async (request) => {
  const size = Math.min(Number(request.params.size) || envelope, 1_000_000);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = { data: 'x'.repeat(Math.max(0, size - envelope)) }));
  return body;
});
app.get('/ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
