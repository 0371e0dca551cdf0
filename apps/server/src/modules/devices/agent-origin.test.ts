import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { useTestApp } from '../../test/harness';

const AGENT = 'http://127.0.0.1:8719';
const connectSrc = (csp: string | undefined) => /connect-src ([^;]*)/.exec(csp ?? '')?.[1];

describe('the device agent’s loopback origin (KIOSK_AGENT_ORIGIN, docs/device-agent.md)', () => {
  describe('set', () => {
    const t = useTestApp('pglite', { env: { KIOSK_AGENT_ORIGIN: AGENT } });
    it('is told to the kiosk in its device config and allowed in connect-src', async () => {
      const res = await t.app.inject({ url: '/devices/demo-kiosk-0001/config' });
      expect(res.json().data.agentOrigin).toBe(AGENT);
      expect(connectSrc(res.headers['content-security-policy'] as string)).toBe(`'self' ${AGENT}`);
    });
  });

  describe('not set', () => {
    const t = useTestApp('pglite');
    it('is null, and connect-src stays same-origin', async () => {
      const res = await t.app.inject({ url: '/devices/demo-kiosk-0001/config' });
      expect(res.json().data.agentOrigin).toBeNull();
      expect(connectSrc(res.headers['content-security-policy'] as string)).toBe("'self'");
    });
  });

  it('must name a loopback origin: anything else stops the start', () => {
    for (const value of ['https://agent.example.org', 'http://10.0.0.5:8719', 'http://127.0.0.1:8719/path'])
      expect(() => loadConfig({ NODE_ENV: 'test', KIOSK_AGENT_ORIGIN: value })).toThrow(/KIOSK_AGENT_ORIGIN/);
  });
});
