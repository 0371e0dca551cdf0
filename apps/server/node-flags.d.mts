/** Types of node-flags.mjs, for the benches that start the server as `npm start` does. */
export const SERVER_NODE_FLAGS: readonly string[];
