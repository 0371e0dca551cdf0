declare const __SERVER_VERSION__: string | undefined;

/**
 * The server's release: stamped into the bundle by `npm run build` (apps/server/build.mjs, from
 * scripts/release-version.mjs), the version of `api-{version}.tar.gz`. Run from the sources (tsx), it is `dev`.
 */
export const SERVER_VERSION: string = typeof __SERVER_VERSION__ === 'string' ? __SERVER_VERSION__ : 'dev';
