import { describe, expect, it } from 'vitest';
import { DispenserSimulator, canInjectFaults } from '@kiosk/device-link/simulator';
import { ConfigError, loadConfig } from '../config/config';
import { createDispenser } from './create-dispenser';

const unit = (deviceId: string, slot: string) => ({ deviceId, slot, orderId: 'o-1', unitIndex: 1 });

describe('the dispenser configuration', () => {
  it('is checked with the rest of the configuration', () => {
    expect(loadConfig({ SIMULATOR_FAULTS: 'A2:jam@2' }).simulatorFaults).toHaveLength(1);
    expect(loadConfig({}).simulatorFaults).toEqual([]);
    expect(() => loadConfig({ SIMULATOR_FAULTS: 'A2:melt' })).toThrow(ConfigError);
    try {
      loadConfig({ SIMULATOR_FAULTS: 'A2:melt' });
    } catch (error) {
      expect((error as Error).message).toContain('SIMULATOR_FAULTS');
      expect((error as Error).message).toContain('"A2:melt"');
    }
  });

  it('checks ANALYTICS_FORWARD_URL is an http(s) URL', () => {
    expect(loadConfig({ ANALYTICS_FORWARD_URL: 'https://collector.example/v1' }).analyticsForwardUrl).toBe(
      'https://collector.example/v1',
    );
    expect(() => loadConfig({ ANALYTICS_FORWARD_URL: 'ftp://x.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ ANALYTICS_FORWARD_URL: 'not a url' })).toThrow(ConfigError);
  });
});

describe('choosing the dispenser', () => {
  it('builds the simulator from the configuration (unit time and faults)', async () => {
    const config = loadConfig({ DISPENSE_UNIT_MS: '0', SIMULATOR_FAULTS: 'A1:jam' });
    const dispenser = createDispenser(config);
    expect(dispenser).toBeInstanceOf(DispenserSimulator);
    expect(canInjectFaults(dispenser)).toBe(true);
    expect(await dispenser.dispenseUnit(unit('d1', 'A1'))).toBe('jammed');
  });
});
