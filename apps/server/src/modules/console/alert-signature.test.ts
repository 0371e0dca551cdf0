import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signAlertPayload, verifyAlertSignature } from './alert-signature';

const SECRET = 'a-receiver-secret-of-32-characters!';
const BODY = '{"alertId":"a-1","event":"raised","subject":"Налоксон","body":"b","text":"t"}';
const AT = Date.UTC(2026, 11, 6, 9, 0, 0);

describe('alert webhook signatures', () => {
  it('signs HMAC-SHA256 over "<t>.<body>" in the t=…,v1=… form', () => {
    const header = signAlertPayload(BODY, SECRET, AT);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(header.startsWith(`t=${AT / 1000},`)).toBe(true);
    expect(verifyAlertSignature(header, BODY, SECRET, AT)).toBe(true);
  });

  it('takes a signature up to 5 minutes from the receiver’s clock, either way, and no further', () => {
    const header = signAlertPayload(BODY, SECRET, AT);
    expect(verifyAlertSignature(header, BODY, SECRET, AT + 300_000)).toBe(true);
    expect(verifyAlertSignature(header, BODY, SECRET, AT + 301_000)).toBe(false);
    expect(verifyAlertSignature(header, BODY, SECRET, AT - 300_000)).toBe(true);
    expect(verifyAlertSignature(header, BODY, SECRET, AT - 301_000)).toBe(false);
  });

  it('refuses another body, another key, a timestamp moved, and malformed headers', () => {
    const header = signAlertPayload(BODY, SECRET, AT);
    expect(verifyAlertSignature(header, BODY.replace('a-1', 'a-2'), SECRET, AT)).toBe(false);
    expect(verifyAlertSignature(header, BODY, `${SECRET}x`, AT)).toBe(false);
    const moved = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(verifyAlertSignature(moved, BODY, SECRET, AT)).toBe(false);
    for (const bad of [undefined, '', 't=abc,v1=00', `v1=${header.split('v1=')[1]}`, 't=1,v1=zz'])
      expect(verifyAlertSignature(bad, BODY, SECRET, AT)).toBe(false);
    // A second v1 (the receiver's key being rotated) does not hide the good one.
    expect(verifyAlertSignature(`${header},v1=${'0'.repeat(64)}`, BODY, SECRET, AT)).toBe(true);
  });

  it('is, word for word, the sample docs/operations.md gives receivers', () => {
    const source = readFileSync(resolve(__dirname, 'alert-signature.ts'), 'utf8');
    const sample = /\/\/ verify-sample:start\n([\s\S]*?)\/\/ verify-sample:end/.exec(source)![1]!;
    const docs = readFileSync(resolve(__dirname, '../../../../../docs/operations.md'), 'utf8');
    const block = /\n {2}```ts\n([\s\S]*?)\n {2}```\n/.exec(docs)?.[1] ?? '';
    const shown = `${block
      .split('\n')
      .map((line) => line.replace(/^ {2}/, ''))
      .join('\n')}\n`;
    expect(sample.length).toBeGreaterThan(400);
    expect(shown).toBe(sample);
  });
});
