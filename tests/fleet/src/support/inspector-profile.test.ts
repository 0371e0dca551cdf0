import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@kiosk/server/src/test/server-process';
import { startInspectorProfile } from './inspector-profile';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  startTime: number;
  endTime: number;
}

const SPINNER = `
function spinForProfile() { const end = Date.now() + 20; while (Date.now() < end); }
setInterval(spinForProfile, 25);
`;

describe('startInspectorProfile', () => {
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

  it('profiles a running process over the window asked for, by its inspector', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [`--inspect=127.0.0.1:${port}`, '-e', SPINNER], { stdio: 'pipe' });
    children.push(child);
    await new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk) => String(chunk).includes('Debugger listening') && resolve()),
    );

    const profiler = await startInspectorProfile(port);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const profile = (await profiler.stop()) as Profile;

    // The window asked for, not the process's life; busy 20 ms of every 25 (the spinner is inlined into
    // Node's timer loop, so it is counted by what it is not: idle).
    expect((profile.endTime - profile.startTime) / 1000).toBeGreaterThanOrEqual(450);
    expect((profile.endTime - profile.startTime) / 1000).toBeLessThan(5_000);
    const idle = profile.nodes.find((node) => node.callFrame.functionName === '(idle)')?.id;
    const busy = profile.samples.filter((id) => id !== idle).length;
    expect(busy / profile.samples.length).toBeGreaterThan(0.5);
    expect(child.exitCode).toBeNull();
  });
});
