/** Types of release-signing.mjs, for the tests that sign releases the way the pack commands do. */
export function canonicalJson(value: unknown): string;
export function isInside(path: string, root: string): boolean;
export function newKeyPair(): { privateKey: string; publicKey: string };
export function publicKeyOf(privateKeyFile: string): string;
export function writeReleaseFiles(release: {
  artefact: string;
  name: string;
  version: string;
  minimumVersion: string;
  privateKeyFile?: string;
}): string[];
