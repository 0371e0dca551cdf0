import { describe, expect, it } from 'vitest';
import { machineLine, oneMinuteLoad } from './machine-line';

const uptime = (load: number) => `11:30:38 up 17 min,  0 user,  load average: ${load}, 1.01, 0.89`;
const machine = { cpus: 2, node: 'v24.22.3' };

describe('the machine line of a fleet report', () => {
  it('reads the one-minute load of an uptime line', () => {
    expect(oneMinuteLoad(uptime(0.17))).toBe(0.17);
    expect(oneMinuteLoad('no load here')).toBeNaN();
  });

  it('says the machine was quiet only when the load stayed under its CPUs before and after', () => {
    const quiet = machineLine({ ...machine, uptimeBefore: uptime(0.17), uptimeAfter: uptime(1.24) });
    expect(quiet).toContain('with no other work on it');
    const busy = machineLine({ ...machine, uptimeBefore: uptime(0.17), uptimeAfter: uptime(8.2) });
    expect(busy).toContain('shared with other work');
    expect(busy).toContain('inflated');
    const unknown = machineLine({ ...machine, uptimeBefore: 'up', uptimeAfter: uptime(0.1) });
    expect(unknown).toContain('shared with other work');
  });
});
