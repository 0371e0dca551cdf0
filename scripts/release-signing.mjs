// Signed releases: the programme's ed25519 key pair (`npm run release:keygen`), and what the pack commands
// write beside an artefact: its `.sha256` (as sha256sum prints it) and `<artefact>.manifest.json`, a
// manifest signed over its canonical JSON (keys sorted, no spaces), so its version, its files' hashes and
// the minimum version it upgrades from cannot be changed without the signature failing (docs/operations.md).
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { run } from './node-runtime.mjs';
import { VERSION_PATTERN } from './release-version.mjs';

/** JSON with every object's keys sorted and no spaces: the bytes the signature covers. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether `path` (existing or not) lies inside the folder `root`. */
export function isInside(path, root) {
  const real = (p) => {
    try {
      return realpathSync(p);
    } catch {
      return resolve(dirname(p) === p ? p : real(dirname(p)), basename(p));
    }
  };
  const from = relative(real(root), real(resolve(path)));
  return from === '' || (!from.startsWith('..') && !isAbsolute(from));
}

/** A new key pair as PEM: the private key (PKCS #8) and the public key (SPKI). */
export function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }),
  };
}

/** The public key (SPKI PEM) of a private key file. */
export const publicKeyOf = (privateKeyFile) =>
  createPublicKey(createPrivateKey(readFileSync(privateKeyFile))).export({ type: 'spki', format: 'pem' });

const sha256Of = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Writes `<artefact>.sha256` and, with a private key, `<artefact>.manifest.json` signed by it. Gives the
 * files written.
 */
export function writeReleaseFiles({ artefact, name, version, minimumVersion, privateKeyFile }) {
  const sha256 = sha256Of(artefact);
  const written = [`${artefact}.sha256`];
  writeFileSync(`${artefact}.sha256`, `${sha256}  ${basename(artefact)}\n`);
  if (!privateKeyFile) return written;
  const body = {
    format: 1,
    name,
    version,
    minimumVersion,
    files: [{ path: basename(artefact), sha256, bytes: readFileSync(artefact).length }],
  };
  const key = createPrivateKey(readFileSync(privateKeyFile));
  const signature = sign(null, Buffer.from(canonicalJson(body)), key).toString('base64');
  writeFileSync(`${artefact}.manifest.json`, `${JSON.stringify({ ...body, signature }, null, 2)}\n`);
  return [...written, `${artefact}.manifest.json`];
}

/**
 * Packs a release laid down in `work/<folder>`, for both pack commands: the programme's public key into it
 * when signing, then `<out>/<folder>.tar.gz` with its `.sha256` and signed manifest. Says what it wrote.
 */
export function packRelease({ work, folder, name, version, options, describe }) {
  if (options.key) writeFileSync(join(work, folder, 'release.pub'), publicKeyOf(options.key));
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  const tarball = join(out, `${folder}.tar.gz`);
  run('tar', ['--owner=0', '--group=0', '-czf', tarball, folder], { cwd: work });
  const signed = writeReleaseFiles({
    artefact: tarball,
    name,
    version,
    minimumVersion: options['minimum-version'],
    privateKeyFile: options.key,
  });
  console.log(`${tarball} (${describe})`);
  console.log(signed.length > 1 ? `signed: ${signed.join(', ')}` : `unsigned (no --key): ${signed[0]}`);
}

/** The command line both pack commands take (scripts/command-line.mjs): where to, the key, the oldest upgrade. */
export const packCommandLine = (root) => ({
  options: {
    out: { type: 'string', default: join(root, 'dist') },
    key: { type: 'string' },
    'minimum-version': { type: 'string', default: '0.0.0' },
  },
  check: ({ out, key, 'minimum-version': minimum }) =>
    (!out && '--out needs a folder.') ||
    (key !== undefined && !existsSync(key) && `--key ${key}: there is no such file.`) ||
    (!VERSION_PATTERN.test(minimum) && `--minimum-version "${minimum}" is not a version.`),
});
