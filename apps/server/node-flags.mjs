/**
 * The `node` flags the server (dist/main.js) runs with: `npm start`, the benches and a deployment's service
 * unit start it with these. V8 sizes its young generation from `--max-semi-space-size` (16 MB by default),
 * and only a flag of the command sets it. At 2 MB the embedded server's peak memory under the bench's load
 * was about 20 MB lower on average, for the same throughput (docs/performance.md, "Memory of the embedded
 * server").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
