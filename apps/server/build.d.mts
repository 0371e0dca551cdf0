/** Types of build.mjs, for the tests that bundle the server the way the build does. */
export function bundleServer(outfile: string, entry?: string, version?: string): Promise<void>;
export function buildPgliteTemplate(outfile: string): Promise<void>;
export const EXTERNAL: string[];
