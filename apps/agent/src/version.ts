declare const __AGENT_VERSION__: string | undefined;

/**
 * The agent's release: stamped into the bundle by `npm run build` (apps/agent/build.mjs), the version of
 * `kiosk-pc-{version}.tar.gz`. Run from the sources (tsx), it is `dev`.
 */
export const AGENT_VERSION: string = typeof __AGENT_VERSION__ === 'string' ? __AGENT_VERSION__ : 'dev';
