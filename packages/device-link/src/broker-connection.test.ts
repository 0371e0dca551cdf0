import { describe, expect, it } from 'vitest';
import { brokerProblemOf, reconnectDelay } from './broker-connection';

describe('reconnect back-off', () => {
  it('waits a random time below a ceiling that doubles per try up to the cap, never 0', () => {
    const backoff = { baseMs: 1_000, capMs: 30_000 };
    expect([0, 1, 2, 5, 40].map((n) => reconnectDelay(n, backoff, () => 0.999_999))).toEqual([
      999, 1_999, 3_999, 29_999, 29_999,
    ]);
    expect(reconnectDelay(7, backoff, () => 0)).toBe(1);
    expect(reconnectDelay(7, backoff, () => 0.5)).toBe(15_000);
  });
});

describe('what a broker connection error points at', () => {
  it('a refused account, an untrusted certificate, or an unreachable broker', () => {
    const refused = Object.assign(new Error('Connection refused: Not authorized'), { code: 5 });
    expect(brokerProblemOf(refused)).toMatchObject({ setting: 'MQTT_USERNAME/MQTT_PASSWORD' });
    const untrusted = Object.assign(new Error('self-signed certificate in certificate chain'), {
      code: 'SELF_SIGNED_CERT_IN_CHAIN',
    });
    expect(brokerProblemOf(untrusted)).toMatchObject({ setting: 'MQTT_CA_FILE', kind: 'certificate' });
    const refusedPort = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(brokerProblemOf(refusedPort)).toEqual({
      setting: 'MQTT_URL',
      kind: 'unreachable',
      detail: 'ECONNREFUSED',
    });
  });
});
