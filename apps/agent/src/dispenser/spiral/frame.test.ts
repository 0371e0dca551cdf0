import { describe, expect, it } from 'vitest';
import { DriverLoadError } from '../driver-load-error';
import { Command, controlFrame, dataFrame, FrameReader, hex, type Frame } from './frame';
import { selectionOfSlot, spiralSettings } from './settings';

function read(...chunks: string[]) {
  const frames: Frame[] = [];
  const bad: string[] = [];
  const reader = new FrameReader(
    (f) => frames.push(f),
    (b) => bad.push(hex(b)),
  );
  for (const chunk of chunks) reader.push(Buffer.from(chunk.replace(/ /g, ''), 'hex'));
  return { frames, bad };
}

describe('spiral board frames', () => {
  it('writes POLL, ACK and a drive command as the protocol document does', () => {
    expect(hex(controlFrame(Command.poll))).toBe('fa fb 41 00 40');
    expect(hex(controlFrame(Command.ack))).toBe('fa fb 42 00 43');
    expect(hex(dataFrame(Command.driveSelection, 2, [1, 0, 0x00, 0x0a]))).toBe(
      'fa fb 06 05 02 01 00 00 0a 0b',
    );
  });

  it('reads frames split across chunks, after noise, and skips one with a bad XOR', () => {
    const { frames, bad } = read(
      '00 ff fa',
      'fb 04 04 03 02 00',
      '0a 0a fa fb 02 04 01 01 00 0a 00 fa fb 41 00 40',
    );
    expect(frames.map((f) => [f.command, f.packNo, hex(f.text)])).toEqual([
      [Command.dispensingStatus, 3, '02 00 0a'],
      [Command.poll, 0, ''],
    ]);
    expect(bad).toEqual(['fa fb 02 04 01 01 00 0a 00']);
  });
});

describe('spiral driver settings', () => {
  it('takes the documented defaults and refuses a bad value, naming it', () => {
    expect(spiralSettings({})).toMatchObject({ path: '/dev/kiosk-spiral', baudRate: 57_600 });
    expect(() => spiralSettings({ SPIRAL_VEND_TIMEOUT_MS: 'soon' })).toThrow(DriverLoadError);
    expect(() => spiralSettings({ SPIRAL_VEND_TIMEOUT_MS: '0' })).toThrow(/SPIRAL_VEND_TIMEOUT_MS/);
    expect(() => spiralSettings({ SPIRAL_SERIAL_PORT: 'ttyUSB0' })).toThrow(/SPIRAL_SERIAL_PORT/);
  });

  it('names a slot by its selection number', () => {
    expect(selectionOfSlot('11')).toBe(11);
    expect(selectionOfSlot('A1')).toBeNull();
    expect(selectionOfSlot('0')).toBeNull();
    expect(selectionOfSlot('70000')).toBeNull();
  });

  it('names a slot by SPIRAL_SLOTS, and refuses a slot or a selection named twice', () => {
    const { slots } = spiralSettings({ SPIRAL_SLOTS: 'A1=11, A2=12' });
    expect(selectionOfSlot('A2', slots)).toBe(12);
    expect(selectionOfSlot('30', slots)).toBe(30);
    expect(selectionOfSlot('B1', slots)).toBeNull();
    expect(() => spiralSettings({ SPIRAL_SLOTS: 'A1=11,A1=12' })).toThrow(/^SPIRAL_SLOTS/);
    expect(() => spiralSettings({ SPIRAL_SLOTS: 'A1=11,A2=11' })).toThrow(/twice/);
    expect(() => spiralSettings({ SPIRAL_SLOTS: 'A1=0' })).toThrow(/slot=selection/);
  });
});
