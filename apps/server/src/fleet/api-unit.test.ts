import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS } from '@kiosk/contract';
import { SERVER_NODE_FLAGS } from '../../node-flags.mjs';
import { loadConfig } from '../config/config';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const FLEET_DEPLOY = join(REPO, 'deploy/fleet');
const UNIT = readFileSync(join(FLEET_DEPLOY, 'kiosk-api@.service'), 'utf8');

describe('deploy/fleet: the API instance unit and its settings', () => {
  it('passes systemd-analyze verify as an instance per port, hardened', () => {
    const check = mkdtempSync(join(tmpdir(), 'kiosk-api-unit-'));
    // The unit runs the release in /opt/kiosk-api: here, this checkout (verify checks the program exists).
    writeFileSync(join(check, 'kiosk-api@.service'), UNIT.replaceAll('/opt/kiosk-api/', REPO));
    const verify = spawnSync('systemd-analyze', ['verify', join(check, 'kiosk-api@8081.service')], {
      encoding: 'utf8',
    });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr).toBe('');
    expect(UNIT).toMatch(/^EnvironmentFile=\/etc\/kiosk\/api\.env$/m);
    expect(UNIT).toMatch(/^Environment=.*\bPORT=%i\b/m);
    expect(UNIT).toMatch(/^Restart=on-failure$/m);
    const security = spawnSync(
      'systemd-analyze',
      ['security', '--offline=yes', join(check, 'kiosk-api@8081.service')],
      { encoding: 'utf8' },
    );
    const exposure = Number(
      /Overall exposure level for kiosk-api@8081\.service: ([\d.]+)/.exec(security.stdout)?.[1],
    );
    expect(exposure).toBeLessThanOrEqual(3); // systemd's scale: 0 (locked down) to 10 (exposed)
  });

  it('a unit that systemd cannot load fails the same check', () => {
    const check = mkdtempSync(join(tmpdir(), 'kiosk-api-unit-'));
    writeFileSync(
      join(check, 'kiosk-api@.service'),
      UNIT.replace(/^ExecStart=\/usr\/bin\/node/m, 'ExecStart=node-nowhere'),
    );
    const verify = spawnSync('systemd-analyze', ['verify', join(check, 'kiosk-api@8081.service')], {
      encoding: 'utf8',
    });
    expect(verify.status).not.toBe(0);
  });

  it('starts the server with exactly the node flags of apps/server/node-flags.mjs', () => {
    const execStart = /^ExecStart=(.*)$/m.exec(UNIT)![1]!.split(/\s+/);
    expect(execStart[0]).toBe('/usr/bin/node');
    expect(execStart.slice(1, -1)).toEqual(SERVER_NODE_FLAGS);
    expect(execStart.at(-1)).toBe('dist/main.js');
  });

  it('api.env.example names and explains every setting of the README configuration table', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    const table = readme.split('## Configuration')[1]!.split('\n## ')[0]!;
    const settings = [...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]!);
    expect(settings.length).toBeGreaterThan(30);
    const example = readFileSync(join(FLEET_DEPLOY, 'api.env.example'), 'utf8');
    const explained = (name: string) =>
      new RegExp(`^#?${name}=`, 'm').test(example) && new RegExp(`^# .*\\b${name}\\b`, 'm').test(example);
    expect(settings.filter((name) => !explained(name))).toEqual([]);
  });

  it('the README and api.env.example name every payment provider of the one list, and more than one', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    const row = /^\| `PAYMENT_PROVIDER` .*$/m.exec(readme)?.[0] ?? '';
    const example = readFileSync(join(FLEET_DEPLOY, 'api.env.example'), 'utf8');
    const comment = /^# PAYMENT_PROVIDER:[^\n]*(\n# [^\n]*)*/m.exec(example)?.[0] ?? '';
    for (const text of [row, comment]) {
      for (const name of PAYMENT_PROVIDERS) expect(text).toContain(name);
      expect(text).toMatch(/comma-separated/);
    }
  });

  it('api.env.example, its blanks filled in, is a production device-link fleet that starts', () => {
    const example = readFileSync(join(FLEET_DEPLOY, 'api.env.example'), 'utf8');
    const settings = Object.fromEntries(
      [...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [
        name!,
        value || 'x'.repeat(32),
      ]),
    );
    expect(settings).toMatchObject({ DISPENSER: 'device-link', KIOSK_AGENT_ORIGIN: 'http://127.0.0.1:8719' });
    const config = loadConfig({ ...settings, NODE_ENV: 'production' }); // the unit's Environment=
    expect(config.kioskAgentOrigin).toBe('http://127.0.0.1:8719');
  });
});
