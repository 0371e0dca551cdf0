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
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newKeyPair } from '../../../../scripts/release-signing.mjs';
import { unpackedRelease } from './kiosk-pc-tarball';

const isRoot = process.getuid?.() === 0;
const GROUPS = ['root', 'video', 'render', 'input', 'audio', 'dialout', 'plugdev'];
const UNITS = ['kiosk-agent.service', 'kiosk-browser.service'];
/** systemd's exposure scale: 0 (locked down) to 10 (exposed). Chromium needs more than the agent. */
const EXPOSURE_LIMIT = { 'kiosk-agent.service': 3, 'kiosk-browser.service': 3.5 };
/** What waiting on a unit means for a cold boot: these lines make a unit start after another. */
const WAITS_ON = ['After', 'Requires', 'Wants', 'BindsTo', 'Requisite'];

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

/**
 * The units install.sh laid down under `root`, copied where systemd-analyze can read them (their paths into
 * /opt/kiosk-pc pointed under the temporary root), and `systemd-analyze verify` run on them: a folder.
 */
function verifiedUnits(root: string): string {
  const check = mkdtempSync(join(tmpdir(), 'kiosk-pc-units-'));
  for (const unit of UNITS) {
    const text = readFileSync(join(root, 'etc/systemd/system', unit), 'utf8');
    const paths = text
      .replaceAll('/opt/kiosk-pc/', `${root}/opt/kiosk-pc/`)
      .replaceAll('/usr/local/lib/kiosk-pc/', `${root}/usr/local/lib/kiosk-pc/`);
    writeFileSync(join(check, unit), paths);
  }
  const verify = spawnSync('systemd-analyze', ['verify', ...UNITS.map((u) => join(check, u))], {
    encoding: 'utf8',
  });
  expect(verify.status, verify.stderr).toBe(0);
  expect(verify.stderr).toBe('');
  return check;
}

/** A unit file's [Unit] dependencies of one kind (After=, Wants=, …): every name on every such line. */
const dependencies = (unitText: string, kind: string): string[] =>
  [...(unitText.split(/^\[Service\]/m)[0] ?? '').matchAll(new RegExp(`^${kind}=(.*)$`, 'gm'))].flatMap((m) =>
    m[1]!.trim().split(/\s+/),
  );

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
  /** One install the unit checks share. */
  let installed: string;
  beforeAll(() => {
    release = unpackedRelease().dir;
    version = readFileSync(join(release, 'VERSION'), 'utf8').trim();
    installed = freshRoot();
    expect(install(release, installed).status).toBe(0);
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

    // Self-update: the agent owns the releases folder; its launcher stays root's, outside it.
    const agentUid = Number(agent[2]);
    expect(statSync(opt).uid).toBe(agentUid);
    expect(statSync(join(opt, 'releases')).uid).toBe(agentUid);
    const launcher = statSync(join(root, 'usr/local/lib/kiosk-pc/kiosk-agent-launcher'));
    expect({ mode: launcher.mode & 0o777, uid: launcher.uid }).toEqual({ mode: 0o755, uid: 0 });
  });

  it('passes systemd-analyze verify with the installed paths, the browser as kiosk under cage', () => {
    const check = verifiedUnits(installed);
    const browser = readFileSync(join(check, 'kiosk-browser.service'), 'utf8');
    expect(browser).toMatch(/^User=kiosk$/m);
    expect(browser).toMatch(/^ExecStart=\/usr\/bin\/cage /m);
    expect(browser).toMatch(/^Restart=always$/m);
    expect(browser).toMatch(/^WantedBy=graphical\.target$/m);
    const agent = readFileSync(join(check, 'kiosk-agent.service'), 'utf8');
    expect(agent).toMatch(/^Restart=always$/m);
    // The launcher, not a release's Node: it rolls back a release on trial whose agent cannot start.
    expect(agent).toMatch(/^ExecStart=\S+\/usr\/local\/lib\/kiosk-pc\/kiosk-agent-launcher$/m);
    expect(agent).toMatch(/^ReadWritePaths=\/opt\/kiosk-pc$/m);
    // cage's documented set-up of a system service: the seat from logind, tty1 in place of getty.
    expect(dependencies(browser, 'After')).toEqual(
      expect.arrayContaining([
        'systemd-user-sessions.service',
        'plymouth-quit-wait.service',
        'systemd-logind.service',
        'getty@tty1.service',
      ]),
    );
    expect(dependencies(browser, 'Conflicts')).toEqual(['getty@tty1.service']);
    expect(browser).toMatch(/^PAMName=login$/m);
    expect(browser).toMatch(/^StandardInput=tty-fail$/m);
  });

  it('systemd-analyze security of both units, printed: each under its exposure limit', () => {
    const check = verifiedUnits(installed);
    for (const unit of UNITS) {
      const security = spawnSync('systemd-analyze', ['security', '--offline=yes', join(check, unit)], {
        encoding: 'utf8',
      });
      console.log(security.stdout);
      const exposure = Number(
        new RegExp(`Overall exposure level for ${unit.replace('.', '\\.')}: ([\\d.]+)`).exec(
          security.stdout,
        )?.[1],
      );
      expect(exposure, unit).toBeLessThan(EXPOSURE_LIMIT[unit as keyof typeof EXPOSURE_LIMIT]);
    }
  });

  it('a cold boot without a network: nothing the screen starts after waits on network-online.target', () => {
    const check = verifiedUnits(installed);
    // Every unit the screen starts after, needs or pulls in, and theirs in turn among the shipped units.
    const reached = new Set<string>();
    const walk = (unit: string) => {
      if (!UNITS.includes(unit)) return;
      const text = readFileSync(join(check, unit), 'utf8');
      for (const next of WAITS_ON.flatMap((kind) => dependencies(text, kind))) {
        if (reached.has(next)) continue;
        reached.add(next);
        walk(next);
      }
    };
    walk('kiosk-browser.service');
    expect(reached).toContain('kiosk-agent.service'); // the agent's own dependencies were followed
    expect([...reached].filter((unit) => unit.startsWith('network-online'))).toEqual([]);
  });

  it('installs the Debian packages it needs, the speech voices among them, only those missing', () => {
    // apt-get and dpkg-query stand-ins first on PATH: dpkg-query knows INSTALLED; apt-get writes its calls.
    const bin = mkdtempSync(join(tmpdir(), 'kiosk-pc-apt-'));
    const calls = join(bin, 'apt-get.calls');
    writeFileSync(
      join(bin, 'dpkg-query'),
      '#!/bin/sh\nfor p in $INSTALLED; do [ "$p" = "$3" ] && printf "install ok installed" && exit 0; done\nexit 1\n',
      { mode: 0o755 },
    );
    writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "$*" >>${calls}\n`, { mode: 0o755 });
    const packages = (installed: string) => {
      const run = spawnSync(join(release, 'install.sh'), ['--packages-only'], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, INSTALLED: installed },
      });
      expect(run.status, run.stderr).toBe(0);
      const said = existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [];
      rmSync(calls, { force: true });
      return { said, stdout: run.stdout };
    };
    const speech = 'speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pipewire-pulse wireplumber';

    // A kiosk PC of an earlier release (cage and chromium only): the rest comes, speech among it.
    const upgrade = packages('cage chromium');
    expect(upgrade.said).toEqual(['update -qq', `install -y -qq --no-install-recommends xwayland ${speech}`]);
    // A fresh Debian: everything.
    expect(packages('').said[1]).toBe(
      `install -y -qq --no-install-recommends cage xwayland chromium ${speech}`,
    );
    // Everything there: apt-get is not called, and --packages-only lays nothing else down.
    const done = packages(`cage xwayland chromium ${speech}`);
    expect(done.said).toEqual([]);
    expect(done.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/the Debian packages are in place$/),
    ]);
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

  it('lays down the hardware drivers and the udev rule template, and keeps an edited rule', () => {
    const root = freshRoot();
    expect(install(release, root).status).toBe(0);
    const drivers = join(root, 'opt/kiosk-pc/current/agent/drivers');
    for (const file of ['locker.mjs', 'spiral.mjs', 'serialport.node'])
      expect(readFileSync(join(drivers, file)), file).toEqual(
        readFileSync(join(release, 'agent/drivers', file)),
      );
    const rules = join(root, 'etc/udev/rules.d/99-kiosk-dispenser.rules');
    expect(statSync(rules).mode & 0o777).toBe(0o644);
    // The template's rules, once uncommented, name the two stable ports.
    const template = readFileSync(rules, 'utf8');
    const examples = template.split('\n').filter((l) => l.startsWith('#SUBSYSTEM=="tty"'));
    expect(examples.join('\n')).toMatch(/SYMLINK\+="kiosk-spiral"/);
    expect(examples.join('\n')).toMatch(/SYMLINK\+="kiosk-locker"/);
    expect(template.split('\n').filter((l) => l.trim() && !l.startsWith('#'))).toEqual([]);

    const filledIn = `${examples[0]!.slice(1)}\n`;
    writeFileSync(rules, filledIn);
    expect(install(newerRelease(release, `${version}-next`), root).status).toBe(0);
    expect(readFileSync(rules, 'utf8')).toBe(filledIn);
  });

  it('adds the agent user of an older install to dialout for the serial ports', () => {
    const root = freshRoot();
    expect(install(release, root).status).toBe(0);
    const group = join(root, 'etc/group');
    writeFileSync(group, readFileSync(group, 'utf8').replace(/^(dialout:[^:]*:[^:]*:).*$/m, '$1'));
    expect(account(root, 'group', 'dialout')![3]).toBe('');

    const run = install(newerRelease(release, `${version}-next`), root);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('adding kiosk-agent to dialout');
    expect(account(root, 'group', 'dialout')![3]!.split(',')).toContain('kiosk-agent');
  });

  it('puts the programme release key of a signed tarball on the PC, and never lets a later one replace it', () => {
    const signed = newerRelease(release, version);
    const key = newKeyPair().publicKey;
    writeFileSync(join(signed, 'release.pub'), key);
    const root = freshRoot();
    expect(install(signed, root).status).toBe(0);
    const pub = join(root, 'etc/kiosk/release.pub');
    expect(readFileSync(pub, 'utf8')).toBe(key);
    expect(statSync(pub).mode & 0o777).toBe(0o644);

    const another = newerRelease(signed, `${version}.1`);
    writeFileSync(join(another, 'release.pub'), newKeyPair().publicKey);
    const run = install(another, root);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('names another release key');
    expect(readFileSync(pub, 'utf8')).toBe(key);
  });

  it('refuses a system that is not Debian 12 or 13, laying nothing down', () => {
    const root = freshRoot('ID=ubuntu\nVERSION_ID="24.04"\n');
    const run = install(release, root);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Debian 12 or 13/);
    expect(existsSync(join(root, 'opt'))).toBe(false);
  });
});
