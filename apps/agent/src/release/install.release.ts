import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { unpackedRelease } from './kiosk-pc-tarball';

const isRoot = process.getuid?.() === 0;
const GROUPS = ['root', 'video', 'render', 'input', 'audio', 'dialout', 'plugdev'];

/** A temporary root with the account files of a fresh Debian and its os-release. */
function freshRoot(osRelease = readFileSync('/etc/os-release', 'utf8')): string {
  const root = mkdtempSync(join(tmpdir(), 'kiosk-pc-root-'));
  mkdirSync(join(root, 'etc'));
  const lines = (file: string, names: string[]) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => names.includes(l.split(':')[0]!))
      .join('\n') + '\n';
  writeFileSync(join(root, 'etc/passwd'), lines('/etc/passwd', ['root']));
  writeFileSync(join(root, 'etc/shadow'), lines('/etc/shadow', ['root']));
  writeFileSync(join(root, 'etc/group'), lines('/etc/group', GROUPS));
  writeFileSync(join(root, 'etc/gshadow'), lines('/etc/gshadow', GROUPS));
  writeFileSync(join(root, 'etc/os-release'), osRelease);
  return root;
}

const install = (release: string, root: string) =>
  spawnSync(join(release, 'install.sh'), ['--root', root], { encoding: 'utf8' });

const account = (root: string, file: 'passwd' | 'group', name: string) =>
  readFileSync(join(root, 'etc', file), 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.split(':');

/** Every file and link under a directory with its mode, owner and size: what an install laid down. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((path) => {
      const s = statSync(join(dir, path), { throwIfNoEntry: false });
      return `${path} ${s?.mode.toString(8)} ${s?.uid}:${s?.gid} ${s?.isFile() ? s.size : ''}`;
    });
}

/** A copy of the release as a newer version (what a newer tarball unpacks to). */
function newerRelease(release: string, version: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kiosk-pc-newer-')), `kiosk-pc-${version}`);
  cpSync(release, dir, { recursive: true });
  writeFileSync(join(dir, 'VERSION'), `${version}\n`);
  appendFileSync(join(dir, 'agent/kiosk-agent.mjs'), `\n// ${version}\n`);
  return dir;
}

describe.skipIf(!isRoot)('the kiosk PC install script, against a temporary root', () => {
  let release: string;
  let version: string;
  beforeAll(() => {
    release = unpackedRelease().dir;
    version = readFileSync(join(release, 'VERSION'), 'utf8').trim();
  });

  it('lays down the users, the release, the settings and the enabled units', () => {
    const root = freshRoot();
    const run = install(release, root);
    expect(run.status, run.stderr).toBe(0);

    const kiosk = account(root, 'passwd', 'kiosk')!;
    const agent = account(root, 'passwd', 'kiosk-agent')!;
    expect(kiosk.slice(5)).toEqual(['/var/lib/kiosk', '/usr/sbin/nologin']);
    expect(agent.slice(5)).toEqual(['/var/lib/kiosk-agent', '/usr/sbin/nologin']);
    expect(account(root, 'group', 'video')![3]!.split(',')).toContain('kiosk');
    expect(account(root, 'group', 'dialout')![3]!.split(',')).toContain('kiosk-agent');

    const opt = join(root, 'opt/kiosk-pc');
    expect(readlinkSync(join(opt, 'current'))).toBe(`releases/${version}`);
    expect(statSync(join(opt, 'current/node/bin/node')).mode & 0o777).toBe(0o755);
    expect(readFileSync(join(opt, 'current/agent/kiosk-agent.mjs'))).toEqual(
      readFileSync(join(release, 'agent/kiosk-agent.mjs')),
    );

    const env = statSync(join(root, 'etc/kiosk/agent.env'));
    expect({ mode: env.mode & 0o777, uid: env.uid, gid: env.gid }).toEqual({
      mode: 0o640,
      uid: 0,
      gid: Number(account(root, 'group', 'kiosk-agent')![2]),
    });
    expect(existsSync(join(root, 'etc/kiosk/browser.env'))).toBe(true);
    expect(existsSync(join(root, 'etc/chromium/policies/managed/kiosk.json'))).toBe(true);
    expect(statSync(join(root, 'var/lib/kiosk')).uid).toBe(Number(kiosk[2]));

    const units = join(root, 'etc/systemd/system');
    expect(readlinkSync(join(units, 'multi-user.target.wants/kiosk-agent.service'))).toBe(
      '/etc/systemd/system/kiosk-agent.service',
    );
    expect(readlinkSync(join(units, 'graphical.target.wants/kiosk-browser.service'))).toBe(
      '/etc/systemd/system/kiosk-browser.service',
    );
    expect(readlinkSync(join(units, 'default.target'))).toBe('/lib/systemd/system/graphical.target');
    expect(readFileSync(join(root, 'etc/default/grub.d/kiosk-pc.cfg'), 'utf8')).toMatch(/consoleblank=0/);
  });

  it('passes systemd-analyze verify with the installed paths, the browser as kiosk under cage', () => {
    const root = freshRoot();
    expect(install(release, root).status).toBe(0);
    const check = mkdtempSync(join(tmpdir(), 'kiosk-pc-units-'));
    for (const unit of ['kiosk-agent.service', 'kiosk-browser.service']) {
      const text = readFileSync(join(root, 'etc/systemd/system', unit), 'utf8');
      // The unit points at /opt/kiosk-pc/current: here that is under the temporary root.
      writeFileSync(join(check, unit), text.replaceAll('/opt/kiosk-pc/', `${root}/opt/kiosk-pc/`));
    }
    const verify = spawnSync(
      'systemd-analyze',
      ['verify', join(check, 'kiosk-agent.service'), join(check, 'kiosk-browser.service')],
      { encoding: 'utf8' },
    );
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr).toBe('');
    const browser = readFileSync(join(check, 'kiosk-browser.service'), 'utf8');
    expect(browser).toMatch(/^User=kiosk$/m);
    expect(browser).toMatch(/^ExecStart=\/usr\/bin\/cage /m);
    expect(browser).toMatch(/^Restart=always$/m);
    expect(browser).toMatch(/^WantedBy=graphical\.target$/m);
    const agent = readFileSync(join(check, 'kiosk-agent.service'), 'utf8');
    expect(agent).toMatch(/^Restart=always$/m);
    const security = spawnSync(
      'systemd-analyze',
      ['security', '--offline=yes', join(check, 'kiosk-agent.service')],
      {
        encoding: 'utf8',
      },
    );
    const exposure = Number(
      /Overall exposure level for kiosk-agent\.service: ([\d.]+)/.exec(security.stdout)?.[1],
    );
    expect(exposure).toBeLessThanOrEqual(3); // systemd's scale: 0 (locked down) to 10 (exposed)
  });

  it('is idempotent, keeps the settings, and upgrades from a newer tarball with a way back', () => {
    const root = freshRoot();
    expect(install(release, root).status).toBe(0);
    appendFileSync(join(root, 'etc/kiosk/agent.env'), 'AGENT_DEVICE_ID=kiosk-0042\n');
    const settings = readFileSync(join(root, 'etc/kiosk/agent.env'), 'utf8');
    const before = tree(root);

    const again = install(release, root);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/already in place/);
    expect(tree(root)).toEqual(before);

    const opt = join(root, 'opt/kiosk-pc');
    expect(install(newerRelease(release, `${version}-next`), root).status).toBe(0);
    expect(readlinkSync(join(opt, 'current'))).toBe(`releases/${version}-next`);
    expect(readlinkSync(join(opt, 'previous'))).toBe(`releases/${version}`);
    expect(readFileSync(join(root, 'etc/kiosk/agent.env'), 'utf8')).toBe(settings);
    expect(readFileSync(join(root, 'etc/passwd'), 'utf8').match(/^kiosk:/gm)).toHaveLength(1);

    expect(install(newerRelease(release, `${version}-later`), root).status).toBe(0);
    expect(readdirSync(join(opt, 'releases')).sort()).toEqual([`${version}-later`, `${version}-next`]);
  });

  it('refuses a system that is not Debian 12 or 13, laying nothing down', () => {
    const root = freshRoot('ID=ubuntu\nVERSION_ID="24.04"\n');
    const run = install(release, root);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Debian 12 or 13/);
    expect(existsSync(join(root, 'opt'))).toBe(false);
  });
});
