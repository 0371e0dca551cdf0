import { describe, expect, it } from 'vitest';
import { DriverLoadError } from '../driver-load-error';
import { lockerSettings, parseSlotMap } from './settings';

describe('locker driver settings', () => {
  it('maps slots to board and printed lock number', () => {
    expect([...parseSlotMap('A1=0:1, B2=15:16')]).toEqual([
      ['A1', { board: 0, channel: 1 }],
      ['B2', { board: 15, channel: 16 }],
    ]);
  });

  it.each([
    ['', /names no slot/],
    ['A1=0:0', /"A1=0:0" is not slot=board:channel/],
    ['A1=16:1', /is not slot=board:channel/],
    ['A1=0:17', /is not slot=board:channel/],
    ['A1=0:1,A1=0:2', /twice/],
    ['A1=0:1,A2=0:1', /twice/],
  ])('refuses LOCKER_SLOTS=%j', (text, message) => {
    expect(() => parseSlotMap(text)).toThrow(message);
  });

  it('takes defaults, and stops naming a bad setting', () => {
    const settings = lockerSettings({ LOCKER_PORT: '/dev/ttyUSB0', LOCKER_SLOTS: 'A1=0:1' });
    expect(settings).toMatchObject({
      baudRate: 19_200,
      givenWhen: 'closed',
      itemSensor: false,
      replyMs: 300,
    });
    expect(() => lockerSettings({ LOCKER_SLOTS: 'A1=0:1' })).toThrow(/^LOCKER_PORT/);
    const bad = { LOCKER_PORT: '/dev/ttyUSB0', LOCKER_SLOTS: 'A1=0:1', LOCKER_GIVEN_WHEN: 'taken' };
    expect(() => lockerSettings(bad)).toThrow(DriverLoadError);
    expect(() => lockerSettings({ ...bad, LOCKER_GIVEN_WHEN: 'opened', LOCKER_POLL_MS: '0' })).toThrow(
      /^LOCKER_POLL_MS/,
    );
  });
});
