import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('../../../../', import.meta.url).pathname;

/**
 * The kiosk PC tarball under test, unpacked: KIOSK_PC_TARBALL when CI built it, else built and packed
 * here (`npm run build -w @kiosk/agent`, `npm run pack:kiosk-pc`, signed by a key made for it). Gives the unpacked release directory.
 */
export function unpackedRelease(): { dir: string; tarball: string } {
  let tarball = process.env.KIOSK_PC_TARBALL;
  if (!tarball) {
    const out = mkdtempSync(join(tmpdir(), 'kiosk-pc-tarball-'));
    execFileSync('npm', ['run', 'build', '-w', '@kiosk/agent'], { cwd: repo, stdio: 'ignore' });
    const key = join(out, 'key');
    execFileSync('npm', ['run', 'release:keygen', '--', '--out', key], { cwd: repo, stdio: 'ignore' });
    const pack = ['run', 'pack:kiosk-pc', '--', '--out', out, '--key', join(key, 'release.key')];
    execFileSync('npm', pack, { cwd: repo, stdio: 'ignore' });
    tarball = join(
      out,
      readdirSync(out).find((f) => f.endsWith('.tar.gz'))!,
    );
  }
  const into = mkdtempSync(join(tmpdir(), 'kiosk-pc-unpacked-'));
  execFileSync('tar', ['-xzf', tarball, '-C', into]);
  const [name] = readdirSync(into);
  return { dir: join(into, name!), tarball };
}
