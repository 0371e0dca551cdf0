import { describe, expect, it } from 'vitest';
import { SimulatorFaultsError, parseSimulatorFaults } from './simulator-faults';

describe('SIMULATOR_FAULTS syntax', () => {
  it('reads no faults from nothing', () => {
    expect(parseSimulatorFaults(undefined)).toEqual([]);
    expect(parseSimulatorFaults('  ')).toEqual([]);
  });

  it.each([
    ['A2:jam@2', { deviceId: null, slot: 'A2', kind: 'jam', atUnit: 2, count: 1 }],
    ['C4:empty', { deviceId: null, slot: 'C4', kind: 'empty', atUnit: 1, count: 1 }],
    ['B1:faultx3', { deviceId: null, slot: 'B1', kind: 'fault', atUnit: 1, count: 3 }],
    [
      'demo-kiosk-0001/A1:jam@1x2',
      { deviceId: 'demo-kiosk-0001', slot: 'A1', kind: 'jam', atUnit: 1, count: 2 },
    ],
    ['S1:silentx2', { deviceId: null, slot: 'S1', kind: 'silent', atUnit: 1, count: 2 }],
    ['C4:empty@3', { deviceId: null, slot: 'C4', kind: 'empty', atUnit: 3, count: 1 }],
  ])('parses %s', (text, fault) => expect(parseSimulatorFaults(text)).toEqual([fault]));

  it('parses a list with spaces around the commas', () => {
    expect(parseSimulatorFaults('A2:jam@2 , C4:empty').map((f) => `${f.slot}:${f.kind}`)).toEqual([
      'A2:jam',
      'C4:empty',
    ]);
  });

  it.each([
    'A2',
    'A2:stuck',
    'A2:jam@0',
    'A2:jamx0',
    'A2:emptyx2',
    ':jam',
    'A2:jam@x',
    'A2:jam,',
    'a b:jam',
    'x/A1:jam',
  ])('rejects %j naming the entry', (text) => {
    expect(() => parseSimulatorFaults(text)).toThrow(SimulatorFaultsError);
  });
});
