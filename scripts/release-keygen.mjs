// `npm run release:keygen -- --out DIR`: the programme's release key pair, made once. DIR/release.key (the
// private key, mode 0600: it signs every release; keep it offline, never in the repository) and
// DIR/release.pub (the public key every kiosk PC holds as /etc/kiosk/release.pub).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { commandLineOrExit } from './command-line.mjs';
import { isInside, newKeyPair } from './release-signing.mjs';

const root = new URL('..', import.meta.url).pathname;
const values = commandLineOrExit(process.argv.slice(2), {
  helpHint: 'npm run release:keygen -- --help',
  options: { out: { type: 'string' } },
  check: ({ out }) =>
    !out ? '--out needs a folder.' : isInside(out, root) && `${out} is inside the repository.`,
  usage: `Makes the programme's release key pair (ed25519): release.key, the private key that signs every
release (mode 0600), and release.pub, the public key the kiosk PCs check releases with.

Usage: npm run release:keygen -- --out <folder>

  --out <folder>   where the two files go (created if missing; outside the repository; an existing key
                   there is never overwritten)
  --help, -h       this text (nothing is made or written)

Then: npm run pack:kiosk-pc -- --key <folder>/release.key (and pack:api). It reads no settings and no .env.
More: docs/operations.md (Signed releases).`,
});

const out = resolve(values.out);
const files = { key: join(out, 'release.key'), pub: join(out, 'release.pub') };
const existing = Object.values(files).filter((file) => existsSync(file));
if (existing.length) {
  console.error(`${existing.join(' and ')} already there: a programme keeps its key; nothing written.`);
  process.exit(1);
}
mkdirSync(out, { recursive: true, mode: 0o700 });
const { privateKey, publicKey } = newKeyPair();
writeFileSync(files.key, privateKey, { mode: 0o600, flag: 'wx' });
writeFileSync(files.pub, publicKey, { mode: 0o644, flag: 'wx' });
console.log(`${files.key} (private, 0600: keep it offline)\n${files.pub} (public: goes on every kiosk PC)`);
