import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SerialPort } from 'serialport';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLockerBench, type LockerBench } from '../dispenser/locker/locker-bench';
import { openSpiralBench, type SpiralBench } from '../dispenser/spiral/test-bench';
import { lockFileOf } from '../dispenser/port-claim';

/**
 * `npm run kiosk:hw` as a technician runs it (a process of its own, through tsx) against each board
 * emulator on a socat pty pair: probe, test and map, a fault each, the port-busy refusal, and the agent's
 * journal left untouched.
 */
const agentRoot = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'kiosk-hw-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A journal with one sale in it, and a lock dir of the test's own (not /run/lock). */
const journal = join(scratch, 'journal.jsonl');
const lockDir = mkdtempSync(join(scratch, 'lock-'));
writeFileSync(journal, '{"unitId":"sale-1:1","state":"started"}\n');
const journalBefore = { text: readFileSync(journal, 'utf8'), mtime: statSync(journal).mtimeMs };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function kioskHw(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/bring-up/cli.ts', ...args],
      {
        cwd: agentRoot,
        env: { PATH: process.env.PATH, SERIAL_LOCK_DIR: lockDir, AGENT_JOURNAL: journal, ...env },
        timeout: 30_000,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

const expectJournalUntouched = () => {
  expect(readFileSync(journal, 'utf8')).toBe(journalBefore.text);
  expect(statSync(journal).mtimeMs).toBe(journalBefore.mtime);
};

describe('kiosk:hw on the locker emulator', { timeout: 60_000 }, () => {
  let bench: LockerBench;
  let env: Record<string, string>;
  beforeEach(async () => {
    bench = await startLockerBench();
    env = { ...bench.bench.env!, AGENT_DRIVER: 'apps/agent/src/dispenser/locker/locker-driver.ts' };
  });
  afterEach(() => bench.close());

  it('probe finds both boards and each slot with its door and sensor', async () => {
    const run = await kioskHw(['probe'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('KR-CU16');
    expect(run.stdout).toContain('Boards answering: 0, 1');
    expect(run.stdout).toMatch(/A1 +board 0 lock 1 +door shut, sensor sees an item/);
    expect(run.stdout).toMatch(/E1 +board 0 lock 3 +door shut, sensor sees nothing/);
    expect(bench.emulator.unlocks(0, 1)).toBe(0);
  });

  it('map --json gives the slot table, and suggests a map for a bus without LOCKER_SLOTS', async () => {
    const run = await kioskHw(['map', '--json'], env);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { slots: unknown[]; setting: string };
    expect(report.slots).toContainEqual({
      slot: 'J1',
      board: 0,
      lock: 2,
      state: 'door shut, sensor sees an item',
    });
    expect(report.setting).toBe('LOCKER_SLOTS=A1=0:1,J1=0:2,E1=0:3,S1=1:1');
    const bare = await kioskHw(['map', '--driver', 'locker', '--port', env.LOCKER_PORT!], {});
    expect(bare.code, bare.stderr).toBe(0);
    expect(bare.stdout).toMatch(/B16 +board 1 lock 16 +door shut, sensor sees nothing/);
  });

  it('test opens one locker once: dropped; a stuck lock is a jam; the journal is untouched', async () => {
    const run = await kioskHw(['test', 'A1'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Slot A1 (board 0 lock 1)');
    expect(run.stdout).toContain('dropped');
    expect(run.stdout).toContain('the door opened and was shut again');
    expect(bench.emulator.unlocks(0, 1)).toBe(1);
    const jam = await kioskHw(['test', 'J1'], env);
    expect(jam.code).toBe(1);
    expect(jam.stdout).toContain('jammed');
    expect(jam.stdout).toContain('did not open');
    expect(bench.emulator.unlocks(0, 2)).toBe(1);
    expectJournalUntouched();
  });

  it('a bus that answers nothing: probe says so, test fires no lock', async () => {
    bench.emulator.setBoardFault(0, 'silent');
    bench.emulator.setBoardFault(1, 'silent');
    const probe = await kioskHw(['probe'], env);
    expect(probe.code).toBe(1);
    expect(probe.stdout).toContain('Boards answering: none');
    expect(probe.stdout).toMatch(/A1 +board 0 lock 1 +no answer/);
    const test = await kioskHw(['test', '0:1'], env);
    expect(test.code).toBe(1);
    expect(test.stdout).toContain('fault');
    expect(bench.emulator.unlocks(0, 1)).toBe(0);
  });

  it('refuses while the kiosk agent holds the port, between units too, and runs once it stopped', async () => {
    const agent = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: agentRoot,
      env: {
        PATH: process.env.PATH,
        ...env,
        AGENT_DRIVER: 'src/dispenser/locker/locker-driver.ts',
        AGENT_DEVICE_ID: 'kiosk-hw-test',
        AGENT_JOURNAL: join(scratch, 'agent-journal.jsonl'),
        SERIAL_LOCK_DIR: lockDir,
        MQTT_URL: 'mqtt://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    agent.stdout.on('data', (chunk) => (out += String(chunk)));
    const exited = new Promise((resolve) => agent.once('exit', resolve));
    try {
      for (
        const end = Date.now() + 30_000;
        !out.includes('agent started');
        await new Promise((r) => setTimeout(r, 50))
      )
        if (Date.now() > end) throw new Error(`agent did not start: ${out}`);
      const framesBefore = bench.emulator.received.length;
      const run = await kioskHw(['test', 'A1'], env);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `${env.LOCKER_PORT} is held by the kiosk agent (process ${agent.pid}): stop it first (sudo systemctl stop kiosk-agent) and start it again when you are done`,
      );
      expect(bench.emulator.received.length).toBe(framesBefore);
    } finally {
      agent.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(lockFileOf(env.LOCKER_PORT!, lockDir))).toBe(false);
    const after = await kioskHw(['probe'], env);
    expect(after.code, after.stderr).toBe(0);
  });
});

describe('kiosk:hw on the spiral emulator', { timeout: 60_000 }, () => {
  let bench: SpiralBench;
  let env: Record<string, string>;
  beforeEach(async () => {
    bench = await openSpiralBench();
    env = { ...bench.env, AGENT_DRIVER: '/opt/kiosk-pc/current/agent/drivers/spiral.mjs' };
  });
  afterEach(() => bench.close());

  it('probe finds the board and the state of each selection asked for', async () => {
    const run = await kioskHw(['probe', '--slots', '10,20,30,40,50'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('JSK-family vending control board');
    expect(run.stdout).toContain('Machine status: normal');
    expect(run.stdout).toMatch(/10 +selection 10 \(tray 1, spiral 0\) +normal/);
    expect(run.stdout).toMatch(/30 +selection 30 \(tray 3, spiral 0\) +out of stock/);
    expect(run.stdout).toMatch(/50 +selection 50 \(tray 5, spiral 0\) +no such selection/);
    expect(bench.board.motorTurns).toEqual([]);
  });

  it('map --json names the slots of SPIRAL_SLOTS with their tray and spiral', async () => {
    const run = await kioskHw(['map', '--json'], { ...env, SPIRAL_SLOTS: 'A1=10,A2=30' });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      driver: 'spiral',
      slots: [
        { slot: 'A1', selection: 10, row: 1, column: 0, state: 'normal' },
        { slot: 'A2', selection: 30, row: 3, column: 0, state: 'out of stock' },
      ],
      setting: 'SPIRAL_SLOTS=A1=10,A2=30',
    });
  });

  it('test turns one spiral once: dropped; a jammed spiral is a jam; the journal is untouched', async () => {
    const run = await kioskHw(['test', '10'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('dropped');
    expect(run.stdout).toContain('the drop sensor saw the item fall');
    const jam = await kioskHw(['test', '20'], env);
    expect(jam.code).toBe(1);
    expect(jam.stdout).toContain('jammed');
    expect(bench.board.motorTurns).toEqual([10, 20]);
    expectJournalUntouched();
  });

  it('a board that does not POLL: probe and test say so and turn nothing', async () => {
    bench.board.isMuted = true;
    const probe = await kioskHw(['probe', '--slots', '10'], env);
    expect(probe.code).toBe(1);
    expect(probe.stderr).toContain(`no POLL from a vending board on ${env.SPIRAL_SERIAL_PORT}`);
    const test = await kioskHw(['test', '10'], env);
    expect(test.code).toBe(1);
    expect(bench.board.motorTurns).toEqual([]);
  });

  it('refuses while another program has the port open (the agent keeps it open)', async () => {
    const holder = new SerialPort({ path: env.SPIRAL_SERIAL_PORT!, baudRate: 57_600, autoOpen: false });
    await new Promise<void>((resolve, reject) => holder.open((e) => (e ? reject(e) : resolve())));
    try {
      const run = await kioskHw(['test', '10'], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('is open in another program');
      expect(bench.board.motorTurns).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });
});

describe('kiosk:hw command line', { timeout: 30_000 }, () => {
  it.each([
    [[], /^name a command/],
    [['flash'], /^unknown command 'flash'/],
    [['test'], /^test needs a slot/],
    [['probe', '--driver', 'coin'], /^--driver must be locker or spiral/],
    [['probe'], /^say which board/],
  ])('%j: one line, exit 2', async (args, message) => {
    const run = await kioskHw(args, {});
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
  });
});
