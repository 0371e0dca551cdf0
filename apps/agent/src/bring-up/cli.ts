import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { commandLineOrExit, USAGE_EXIT_CODE } from '../../../../scripts/command-line.mjs';
import { DriverLoadError } from '../dispenser/driver-load-error';
import { lockDirOf } from '../dispenser/port-claim';
import { lockerHwSettings, probeLocker, testLocker } from './locker-hw';
import { PortRefused, takePort } from './port-check';
import { probeText, slotTable, testText, type ProbeReport, type TestReport } from './report';
import { probeSpiral, spiralHwSettings, testSpiral } from './spiral-hw';
import { KIOSK_HW_USAGE } from './usage';

/**
 * `npm run kiosk:hw -- <probe|test <slot>|map>`: the technician's bring-up of a dispenser board
 * (docs/hardware.md, "Bring-up"). It talks to the board through the drivers' own code, takes the port
 * only when the agent does not hold it, and journals nothing: a test unit is not a sale.
 */
const HINT = 'npm run kiosk:hw -- --help';
const COMMANDS = ['probe', 'test', 'map'];
const AGENT_ENV = '/etc/kiosk/agent.env';

const argv = process.argv.slice(2);
const command = argv[0]?.startsWith('-') ? undefined : argv[0];
const slot = command === 'test' && !argv[1]?.startsWith('-') ? argv[1] : undefined;
const flags = argv.slice((command ? 1 : 0) + (slot ? 1 : 0));
const fromWhereTyped = (path: string) => resolve(process.env.INIT_CWD ?? '.', path);

/** `10-19,20`: selection numbers. */
function selectionList(text: string): number[] | null {
  const out: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (!match || from < 1 || to > 0xffff || to < from) return null;
    for (let s = from; s <= to; s += 1) out.push(s);
  }
  return out;
}

const values = commandLineOrExit(flags, {
  options: {
    driver: { type: 'string' },
    port: { type: 'string' },
    slots: { type: 'string' },
    'env-file': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  helpHint: HINT,
  usage: KIOSK_HW_USAGE,
  check: (given: Record<string, unknown>) => {
    if (!command) return 'name a command: probe, test <slot> or map';
    if (!COMMANDS.includes(command)) return `unknown command '${command}': probe, test <slot> or map`;
    if (command === 'test' && !slot) return 'test needs a slot: test <slot>';
    if (given.driver !== undefined && given.driver !== 'locker' && given.driver !== 'spiral')
      return '--driver must be locker or spiral';
    if (given.port !== undefined && !String(given.port).startsWith('/'))
      return '--port must be a device path';
    if (given.slots !== undefined && !selectionList(String(given.slots)))
      return '--slots must be selection numbers or ranges, e.g. 10-19,20';
    const file = given['env-file'];
    if (file !== undefined && !existsSync(fromWhereTyped(String(file)))) return `--env-file: no file ${file}`;
    return undefined;
  },
});

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const envFile = values['env-file'] ? fromWhereTyped(String(values['env-file'])) : AGENT_ENV;
if (existsSync(envFile)) process.loadEnvFile(envFile);
const env = process.env;
const driver =
  (values.driver as 'locker' | 'spiral' | undefined) ??
  (/locker/.test(env.AGENT_DRIVER ?? '')
    ? 'locker'
    : /spiral/.test(env.AGENT_DRIVER ?? '')
      ? 'spiral'
      : undefined);
if (!driver)
  fail(`say which board: --driver locker|spiral (AGENT_DRIVER names neither) (see ${HINT})`, USAGE_EXIT_CODE);
if (values.port) env[driver === 'locker' ? 'LOCKER_PORT' : 'SPIRAL_SERIAL_PORT'] = String(values.port);

type Board =
  | { driver: 'locker'; settings: ReturnType<typeof lockerHwSettings> }
  | { driver: 'spiral'; settings: ReturnType<typeof spiralHwSettings> };
function boardOf(kind: 'locker' | 'spiral'): Board {
  try {
    return kind === 'locker'
      ? { driver: kind, settings: lockerHwSettings(env) }
      : { driver: kind, settings: spiralHwSettings(env) };
  } catch (error) {
    if (error instanceof DriverLoadError) fail(error.message);
    throw error;
  }
}
const board = boardOf(driver);
const { settings } = board;

const say = (line: string) => process.stderr.write(`${line}\n`);
const print = (report: ProbeReport | TestReport, text: string) =>
  console.log(values.json ? JSON.stringify(report, null, 2) : text);
const listed = values.slots ? selectionList(String(values.slots)) : null;

async function run(): Promise<number> {
  if (command === 'test') {
    const report =
      board.driver === 'locker'
        ? await testLocker(board.settings, slot!, say)
        : await testSpiral(board.settings, env, slot!, say);
    print(report, testText(report));
    return report.outcome === 'dropped' ? 0 : 1;
  }
  const report =
    board.driver === 'locker' ? await probeLocker(board.settings) : await probeSpiral(board.settings, listed);
  const found = driver === 'locker' ? !report.details[0]!.endsWith('none') : true;
  if (command === 'probe') print(report, probeText(report));
  else print(report, [slotTable(report.slots), ...(report.setting ? ['', report.setting] : [])].join('\n'));
  return found ? 0 : 1;
}

const claim = await takePort(settings.path, settings.baudRate, lockDirOf(env)).catch((error: unknown) =>
  error instanceof PortRefused ? fail(error.message) : Promise.reject(error),
);
let code = 1;
try {
  code = await run();
} catch (error) {
  if (!(error instanceof PortRefused)) throw error;
  say(error.message);
} finally {
  claim.release();
}
process.exit(code);
