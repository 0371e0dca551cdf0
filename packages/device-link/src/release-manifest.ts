import { createPublicKey, verify } from 'node:crypto';

/**
 * A kiosk-PC release's signed manifest, what `npm run pack:kiosk-pc -- --key` writes beside the tarball
 * (scripts/release-signing.mjs): checked the same way where it is uploaded (the API) and where it is
 * installed (the agent), so neither accepts a release the other would refuse.
 */
export interface ReleaseManifest {
  format: 1;
  name: string;
  version: string;
  minimumVersion: string;
  files: { path: string; sha256: string; bytes: number }[];
  signature: string;
}

/** JSON with every object's keys sorted and no spaces: the bytes the manifest's signature covers. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isFile = (value: unknown): value is ReleaseManifest['files'][number] => {
  const file = value as Partial<ReleaseManifest['files'][number]> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    isText(file.path) &&
    typeof file.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(file.sha256) &&
    Number.isSafeInteger(file.bytes)
  );
};

function shapeOf(value: unknown): ReleaseManifest | null {
  const m = value as Partial<ReleaseManifest> | null;
  if (typeof m !== 'object' || m === null || m.format !== 1) return null;
  if (!isText(m.name) || !isText(m.version) || !isText(m.minimumVersion) || !isText(m.signature)) return null;
  if (!Array.isArray(m.files) || !m.files.length || !m.files.every(isFile)) return null;
  return m as ReleaseManifest;
}

/**
 * The manifest in `text` when it is one and its signature is the programme's key's (`publicKey`, SPKI
 * PEM); otherwise why not, in words an operator can act on (never a secret).
 */
export function checkSignedManifest(
  text: string,
  publicKey: string,
): { manifest: ReleaseManifest } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'the manifest is not JSON' };
  }
  const manifest = shapeOf(parsed);
  if (!manifest) return { problem: 'the manifest is not a release manifest' };
  const { signature, ...body } = manifest;
  let isSigned = false;
  try {
    const key = createPublicKey(publicKey);
    isSigned = verify(null, Buffer.from(canonicalJson(body)), key, Buffer.from(signature, 'base64'));
  } catch {
    isSigned = false;
  }
  return isSigned ? { manifest } : { problem: 'the manifest’s signature is not the programme’s release key' };
}
