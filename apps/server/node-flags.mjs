/**
 * The `node` flags the server (dist/main.js) runs with: `npm start`, the benches and a deployment's service
 * unit start it with these; only a flag of the command sets them. Both bound V8's heap, the embedded
 * server's largest transient under load (docs/performance.md, "Memory of the embedded server"):
 * - `--max-semi-space-size=2`: a young generation of 2 MB (16 MB by default);
 * - `--heap-growing-percent=20`: the old generation's next collection when it has grown by a fifth, where
 *   V8 lets a fast-allocating server's heap double or more before collecting it.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];
