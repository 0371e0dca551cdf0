import { createHash, createPublicKey, verify } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';
import { compareVersions } from './release-version-order';

/** What `npm run pack:kiosk-pc -- --key` writes beside the tarball (scripts/release-signing.mjs). */
const ZManifest = z.object({
  format: z.literal(1),
  name: z.string(),
  version: z.string(),
  minimumVersion: z.string(),
  files: z.array(
    z.object({ path: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number() }),
  ),
  signature: z.string(),
});
export type ReleaseManifest = z.infer<typeof ZManifest>;

export interface ReleaseToCheck {
  tarball: string;
  manifestFile: string;
  /** The programme's public key, PEM (/etc/kiosk/release.pub). */
  publicKey: string;
  /** The release this kiosk runs, and the one it ran before (its way back), if any. */
  running: string;
  previous?: string;
}

export type Verdict = { isAccepted: true; manifest: ReleaseManifest } | { isAccepted: false; reason: string };

/** JSON with every object's keys sorted and no spaces: the bytes the manifest's signature covers. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256Of = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

function signedManifest(release: ReleaseToCheck): ReleaseManifest | string {
  let parsed;
  try {
    parsed = ZManifest.safeParse(JSON.parse(readFileSync(release.manifestFile, 'utf8')));
  } catch (error) {
    return `the manifest cannot be read (${(error as Error).message.split('\n')[0]})`;
  }
  if (!parsed.success) return 'the manifest is not a release manifest';
  const { signature, ...body } = parsed.data;
  const key = createPublicKey(release.publicKey);
  const isSigned = verify(null, Buffer.from(canonicalJson(body)), key, Buffer.from(signature, 'base64'));
  return isSigned ? parsed.data : 'the manifest’s signature is not the programme’s release key';
}

function versionProblem(manifest: ReleaseManifest, release: ReleaseToCheck): string | undefined {
  const { version, minimumVersion } = manifest;
  if (version === release.previous) return undefined; // its own way back
  const order = compareVersions(version, release.running);
  if (order === undefined) return `release ${version} cannot be ordered against ${release.running}`;
  if (order < 0) return `release ${version} is older than the running ${release.running} (no downgrade)`;
  if (order === 0) return `release ${version} is the one running`;
  const reaches = compareVersions(release.running, minimumVersion);
  if (reaches === undefined || reaches < 0)
    return `release ${version} upgrades from ${minimumVersion} or later, not from ${release.running}`;
  return undefined;
}

/**
 * Whether a downloaded release may be installed: its manifest signed by the programme's key, the tarball's
 * sha256 the manifest's, and newer than what runs (or the previous release: a roll-back). A refusal gives
 * its reason; nothing is unpacked here either way.
 */
export async function verifyRelease(release: ReleaseToCheck): Promise<Verdict> {
  const manifest = signedManifest(release);
  if (typeof manifest === 'string') return { isAccepted: false, reason: manifest };
  const file = manifest.files.find((f) => f.path === basename(release.tarball));
  if (!file) return { isAccepted: false, reason: `the manifest does not list ${basename(release.tarball)}` };
  const sha256 = await sha256Of(release.tarball);
  if (sha256 !== file.sha256)
    return {
      isAccepted: false,
      reason: `${file.path} has sha256 ${sha256}, the manifest says ${file.sha256}`,
    };
  const problem = versionProblem(manifest, release);
  return problem ? { isAccepted: false, reason: problem } : { isAccepted: true, manifest };
}
