import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, captureDeviceId, getDeviceId } from './device-id';
import { startOverPath } from '../routes/paths';

describe('device id (docs/product.md §3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps ?deviceId= in session storage under deviceId, trimmed', () => {
    expect(DEVICE_ID_KEY).toBe('deviceId');
    expect(captureDeviceId('?deviceId=%20%20demo-kiosk-0001%20')).toBe('demo-kiosk-0001');
    expect(sessionStorage.getItem('deviceId')).toBe('demo-kiosk-0001');
    expect(getDeviceId()).toBe('demo-kiosk-0001');
  });

  it('leaves the stored id alone when the query has none or a blank one', () => {
    captureDeviceId('?deviceId=first');
    expect(captureDeviceId('?other=1')).toBeNull();
    expect(captureDeviceId('?deviceId=%20%20')).toBeNull();
    expect(getDeviceId()).toBe('first');
  });

  it('replaces the stored id with a new one', () => {
    captureDeviceId('?deviceId=first');
    captureDeviceId('?deviceId=second');
    expect(getDeviceId()).toBe('second');
  });

  it('is null when nothing was stored, and trims what was', () => {
    expect(getDeviceId()).toBeNull();
    sessionStorage.setItem('deviceId', '  kiosk-7 ');
    expect(getDeviceId()).toBe('kiosk-7');
    sessionStorage.setItem('deviceId', '   ');
    expect(getDeviceId()).toBeNull();
  });

  it('builds the Start Over target', () => {
    expect(startOverPath('demo-kiosk-0001')).toBe('/?deviceId=demo-kiosk-0001');
    expect(startOverPath('a b&c')).toBe('/?deviceId=a+b%26c');
    expect(startOverPath(null)).toBe('/');
  });
});
