/** Types of release-version.mjs, for the builds and tests that stamp or check the release's version. */
export const VERSION_PATTERN: RegExp;
export function releaseVersion(root?: string, env?: Record<string, string | undefined>): string;
