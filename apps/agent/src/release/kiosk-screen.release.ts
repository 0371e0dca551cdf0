import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpackedRelease } from './kiosk-pc-tarball';

const isRoot = process.getuid?.() === 0;
/** What kiosk-browser.service runs, and what install.sh installs for it. */
const TOOLS = ['cage', 'Xwayland', 'chromium', 'speech-dispatcher'];
const missing = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
const NOBODY = { uid: Number(spawnSync('id', ['-u', 'nobody']).stdout), gid: 65534 };

/**
 * The kiosk screen as kiosk-browser.service starts it: cage (its headless back end here, with no monitor)
 * running the release's kiosk-browser.sh as an unprivileged user in a runtime folder of its own. The
 * launcher starts Chromium in kiosk mode on KIOSK_URL; a page that speaks makes Chromium start
 * speech-dispatcher in that user's runtime folder (the voices of speech mode).
 */
describe.skipIf(!isRoot || missing.length > 0)('the kiosk screen from the kiosk PC tarball', () => {
  it('cage runs the launcher, and a page that speaks reaches speech-dispatcher', async () => {
    const release = unpackedRelease().dir;
    chmodSync(dirname(release), 0o755); // the unprivileged user reads the release, as under /opt
    const run = mkdtempSync(join(tmpdir(), 'kiosk-screen-'));
    chmodSync(run, 0o700);
    chownSync(run, NOBODY.uid, NOBODY.gid);
    const page = join(run, 'speak.html');
    writeFileSync(page, "<script>speechSynthesis.speak(new SpeechSynthesisUtterance('Hello'))</script>");
    chownSync(page, NOBODY.uid, NOBODY.gid);

    const env = {
      PATH: '/usr/bin:/bin',
      HOME: run,
      XDG_RUNTIME_DIR: run,
      WLR_BACKENDS: 'headless',
      WLR_RENDERER: 'pixman',
      WLR_LIBINPUT_NO_DEVICES: '1',
      KIOSK_URL: `file://${page}`,
      KIOSK_PROFILE_DIR: join(run, 'chromium'),
    };
    const cage = spawn(
      'setpriv',
      [`--reuid=${NOBODY.uid}`, `--regid=${NOBODY.gid}`, '--clear-groups', 'env', '-i']
        .concat(Object.entries(env).map(([name, value]) => `${name}=${value}`))
        .concat(['cage', '-d', '--', join(release, 'kiosk-browser.sh')]),
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    cage.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const socket = join(run, 'speech-dispatcher/speechd.sock');
    const pidFile = join(run, 'speech-dispatcher/pid/speech-dispatcher.pid');
    try {
      for (const end = Date.now() + 45_000; !existsSync(socket) && cage.exitCode === null;) {
        if (Date.now() > end) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(cage.exitCode, output).toBeNull(); // cage and the launcher still running
      expect(existsSync(socket), output).toBe(true);
    } finally {
      if (cage.exitCode === null) process.kill(-cage.pid!, 'SIGTERM');
      // speech-dispatcher leaves the session it was started in: stopped by its own pid file.
      for (let i = 0; i < 25 && existsSync(socket) && !existsSync(pidFile); i++)
        await new Promise((r) => setTimeout(r, 200));
      if (existsSync(pidFile)) {
        try {
          process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  });
});
