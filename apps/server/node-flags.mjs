/**
 * The `node` flags the server (dist/main.js) runs with: `npm start`, the benches and a deployment's service
 * unit start it with these; only a flag of the command sets them. They bound the embedded server's memory
 * (docs/performance.md, "Memory of the embedded server"):
 * - `--max-semi-space-size=8`: semi-spaces of 8 MB (16 MB by default): at 2 MB the scavenges cost the whole
 *   purchase a tenth of its rate, at 16 MB the server held 15–20 MB more for no more speed;
 * - `--heap-growing-percent=20`: the old generation's next collection when it has grown by a fifth, where
 *   V8 lets a fast-allocating server's heap double or more before collecting it;
 * - `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler. Its optimising tier compiled
 *   one of PostgreSQL's largest functions in a 600 MB buffer on Node 24 (8 MB on Node 20), and its
 *   background compiles cost the start half a second; the bench's load ran as fast on Liftoff alone.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20', '--liftoff-only'];
