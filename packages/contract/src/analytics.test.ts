import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ALLOWED_PROPERTIES,
  ANALYTICS_LIMITS,
  ZAnalyticsBatch,
  ZAnalyticsProperties,
  findPersonalData,
  isPersonalPropertyName,
  sanitizeAnalyticsEvent,
  sanitizeAnalyticsEvents,
  sanitizeAnalyticsProperties,
  stripQueryStrings,
  type AnalyticsDropReason,
} from './index';

const DROP = Symbol('dropped');
type Case = [label: string, name: string, value: unknown, expected: unknown];

/** Each case is one property through the sanitiser: kept (possibly rewritten) or dropped. */
const CASES: Case[] = [
  // allow-listed names with harmless values are kept as they are
  ['allowed productId', 'productId', 'naloxone-nasal-spray', 'naloxone-nasal-spray'],
  ['allowed plan', 'plan', 'standard', 'standard'],
  ['allowed screen', 'screen', 'products', 'products'],
  ['allowed feature', 'feature', 'emergency', 'emergency'],
  ['allowed action', 'action', 'tap', 'tap'],
  ['allowed category', 'category', 'harm-reduction', 'harm-reduction'],
  ['allowed success boolean', 'success', true, true],
  ['allowed errorCode (name says "code")', 'errorCode', 'dispense_failed', 'dispense_failed'],
  ['allowed errorType', 'errorType', 'TypeError', 'TypeError'],
  ['allowed quantity number', 'quantity', 3, 3],
  ['allowed durationMs number', 'durationMs', 1234567, 1234567],
  ['allowed value number', 'value', 899, 899],
  ['allowed latencyMs float', 'latencyMs', 12.5, 12.5],
  ['null is kept', 'screen', null, null],
  ['false is kept', 'success', false, false],
  ['zero is kept', 'quantity', 0, 0],
  // names that look like personal data are dropped
  ['email name', 'email', 'x', DROP],
  ['camelCase userEmail', 'userEmail', 'x', DROP],
  ['glued useremail', 'useremail', 'x', DROP],
  ['snake phone_number', 'phone_number', 'x', DROP],
  ['phoneNumber', 'phoneNumber', 'yes', DROP],
  ['firstName', 'firstName', 'Ann', DROP],
  ['name', 'name', 'Ann', DROP],
  ['screenName is dropped (not on the allow-list)', 'screenName', 'home', DROP],
  ['home address', 'homeAddress', 'Main St', DROP],
  ['dob', 'dob', 'x', DROP],
  ['dateOfBirth', 'dateOfBirth', 'x', DROP],
  ['ssn', 'ssn', 'x', DROP],
  ['cardNumber', 'cardNumber', 'x', DROP],
  ['CARD_LAST4 upper snake', 'CARD_LAST4', '4242', DROP],
  ['reservationCode', 'reservationCode', '123456', DROP],
  ['accessCode', 'accessCode', 'x', DROP],
  ['mfaCode', 'mfaCode', 'x', DROP],
  ['passkey', 'passkey', 'x', DROP],
  ['password', 'password', 'x', DROP],
  ['authToken', 'authToken', 'x', DROP],
  ['clientIp', 'clientIp', 'x', DROP],
  ['IP upper case', 'IP', 'x', DROP],
  ['ipAddress', 'ipAddress', 'x', DROP],
  ['apiKey', 'apiKey', 'x', DROP],
  ['sessionId', 'sessionId', 'x', DROP],
  ['zip', 'zip', 'x', DROP],
  ['latitude', 'latitude', 1.5, DROP],
  // names that only resemble personal words are kept
  ['description contains "ip" inside a word', 'description', 'ok', 'ok'],
  ['shipping contains "ip" inside a word', 'shipping', 'yes', 'yes'],
  ['tipAmount', 'tipAmount', 1, 1],
  ['language', 'language', 'ar', 'ar'],
  ['keyboard is not "key"', 'keyboard', 'on', 'on'],
  ['orderId', 'orderId', 'abc', 'abc'],
  // bad names
  ['name with a space', 'product id', 'x', DROP],
  ['name starting with an underscore', '__proto__', 'x', DROP],
  ['name starting with a digit', '1st', 'x', DROP],
  ['name too long', `a${'b'.repeat(64)}`, 'x', DROP],
  ['unicode name', 'écran', 'x', DROP],
  // values: types
  ['nested object', 'screen', { a: 1 }, DROP],
  ['array', 'screen', ['a'], DROP],
  ['NaN', 'value', Number.NaN, DROP],
  ['Infinity', 'value', Number.POSITIVE_INFINITY, DROP],
  ['undefined', 'screen', undefined, DROP],
  ['bigint', 'value', 10n, DROP],
  ['function', 'screen', () => 1, DROP],
  // values: personal data, whatever the name (allowed names included)
  ['allowed name holding an e-mail', 'screen', 'ann@example.com', DROP],
  ['e-mail inside text', 'action', 'sent to ann.lee+kiosk@mail.example.org today', DROP],
  ['obfuscated e-mail', 'action', 'ann [at] example [dot] com', DROP],
  ['percent-encoded e-mail in a path', 'screen', '/u/ann%40example.com/profile', DROP],
  ['full-width e-mail', 'screen', 'ａｎｎ＠ｅｘａｍｐｌｅ．ｃｏｍ', DROP],
  ['US phone with dashes', 'value', '555-123-4567', DROP],
  ['phone with parentheses', 'action', '(555) 123-4567', DROP],
  ['international phone', 'action', '+44 20 7946 0958', DROP],
  ['phone number inside text', 'action', 'call me on 555 123 4567 please', DROP],
  ['bare 10-digit phone', 'value', '5551234567', DROP],
  ['phone as a number', 'value', 5551234567, DROP],
  ['phone with zero-width spaces', 'action', '555\u200B123\u200B4567', DROP],
  ['phone in Arabic-Indic digits', 'action', '٥٥٥١٢٣٤٥٦٧', DROP],
  ['phone in Devanagari digits with dashes', 'action', '५५५-१२३-४५६७', DROP],
  ['phone in full-width digits', 'action', '５５５１２３４５６７', DROP],
  ['SSN with dashes', 'category', '123-45-6789', DROP],
  ['SSN with spaces', 'category', 'ssn 123 45 6789', DROP],
  ['card number with spaces', 'value', '4242 4242 4242 4242', DROP],
  ['card number with dashes', 'value', '4000-0000-0000-0002', DROP],
  ['card number glued', 'value', '4000000000009995', DROP],
  ['Amex 4-6-5', 'action', 'paid 3782 822463 10005', DROP],
  ['card with en dashes', 'action', '4242–4242–4242–4242', DROP],
  ['card as a number', 'value', 4242424242424242, DROP],
  ['IPv4 address', 'action', 'from 192.168.0.12', DROP],
  ['IPv6 address', 'action', '2001:db8:85a3::8a2e:370:7334', DROP],
  ['date of birth', 'value', '1990-04-23', DROP],
  ['US date', 'value', '04/23/1990', DROP],
  // values that look numeric but are not personal data
  ['16-digit id failing Luhn', 'productId', '4242424242424241', '4242424242424241'],
  ['20-digit id', 'productId', '12345678901234567890', '12345678901234567890'],
  [
    'UUID with a long all-digit group',
    'value',
    '123e4567-e89b-12d3-a456-426614174000',
    '123e4567-e89b-12d3-a456-426614174000',
  ],
  ['sku id', 'productId', 'sku-0001', 'sku-0001'],
  ['short number', 'value', '12345', '12345'],
  ['decimal with many places', 'value', '3.14159265', '3.14159265'],
  ['thousands separators', 'value', '1,234,567', '1,234,567'],
  ['version', 'errorType', 'v1.2.3', 'v1.2.3'],
  ['duration text', 'action', 'took 1500 ms', 'took 1500 ms'],
  ['a small list of digits', 'action', '2 3 4 5 6 7 8', '2 3 4 5 6 7 8'],
  ['large number that is not a phone', 'durationMs', 123456, 123456],
  // values: URLs
  ['query string stripped', 'screen', '/orders/abc/status?locale=en', '/orders/abc/status'],
  [
    'e-mail in a URL query: query gone, URL kept',
    'screen',
    'https://kiosk.example/help?email=ann@example.com',
    'https://kiosk.example/help',
  ],
  ['phone in a URL query', 'screen', '/mobile/x/mfa-phone?phone=5551234567', '/mobile/x/mfa-phone'],
  ['fragment stripped', 'screen', '/help#access_token=abc', '/help'],
  ['credentials in a URL', 'screen', 'https://ann:secret@kiosk.example/a?b=1', 'https://kiosk.example/a'],
  [
    'URL inside text',
    'action',
    'opened https://x.example/p?t=1 then left',
    'opened https://x.example/p then left',
  ],
  ['bare query string', 'screen', '?code=123456', ''],
  ['relative page with a query', 'screen', 'products?workflow=age', 'products'],
  ['a question is not a URL', 'action', 'Are you still there?', 'Are you still there?'],
  ['e-mail in a URL path is dropped', 'screen', 'https://x.example/users/ann@example.com', DROP],
  // values: unicode and length
  ['Arabic text kept', 'screen', 'المنتجات', 'المنتجات'],
  ['emoji kept', 'action', 'tap 👍', 'tap 👍'],
  [
    'long text is cut to the kept length',
    'action',
    'a'.repeat(300),
    'a'.repeat(ANALYTICS_LIMITS.maxKeptStringLength),
  ],
  ['cut never splits an emoji', 'action', `${'a'.repeat(199)}👍👍`, 'a'.repeat(199)],
  [
    'personal data past the cut is gone with the cut',
    'action',
    `${'a'.repeat(250)} ann@example.com`,
    'a'.repeat(200),
  ],
];

describe('analytics sanitiser: one property at a time', () => {
  it('has at least 60 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)('%s', (_label, name, value, expected) => {
    const out = sanitizeAnalyticsProperties({ [name]: value });
    if (expected === DROP) expect(out).toEqual({});
    else expect(out).toEqual({ [name]: expected });
  });
});

describe('analytics sanitiser: whole objects and events', () => {
  it('keeps the safe properties of a mixed object and reports every drop with its reason', () => {
    const drops: [string, AnalyticsDropReason, string | undefined][] = [];
    const out = sanitizeAnalyticsProperties(
      { productId: 'condoms', email: 'a', screen: 'ann@example.com', nested: {}, 'bad name': 1, quantity: 2 },
      { onDrop: (name, reason, kind) => drops.push([name, reason, kind]) },
    );
    expect(out).toEqual({ productId: 'condoms', quantity: 2 });
    expect(drops).toEqual([
      ['email', 'personal-name', undefined],
      ['screen', 'personal-value', 'email'],
      ['nested', 'type', undefined],
      ['bad name', 'name', undefined],
    ]);
  });

  it('keeps at most the property limit', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, i]));
    const out = sanitizeAnalyticsProperties(many);
    expect(Object.keys(out)).toHaveLength(ANALYTICS_LIMITS.maxProperties);
    expect(out.p0).toBe(0);
    expect(out.p30).toBeUndefined();
  });

  it('gives {} for anything that is not a plain object', () => {
    for (const input of [null, undefined, 'x', 3, ['a'], true])
      expect(sanitizeAnalyticsProperties(input)).toEqual({});
  });

  it('checks event names and timestamps', () => {
    const ts = '2025-01-01T10:00:00.000Z';
    expect(
      sanitizeAnalyticsEvent({ name: 'screen_view', properties: { screen: 'home' }, timestamp: ts }),
    ).toEqual({
      name: 'screen_view',
      properties: { screen: 'home' },
      timestamp: ts,
    });
    expect(sanitizeAnalyticsEvent({ name: 'Screen View', properties: {}, timestamp: ts })).toBeNull();
    expect(sanitizeAnalyticsEvent({ name: 'call_5551234567', properties: {}, timestamp: ts })).toBeNull();
    expect(sanitizeAnalyticsEvent({ name: 'x', properties: {}, timestamp: 'yesterday' })).toBeNull();
    expect(sanitizeAnalyticsEvent({ name: 'x', timestamp: Date.parse(ts) })).toEqual({
      name: 'x',
      properties: {},
      timestamp: ts,
    });
    expect(sanitizeAnalyticsEvent({ name: 'x', timestamp: new Date(ts) })?.timestamp).toBe(ts);
    expect(sanitizeAnalyticsEvent({ name: 'x', timestamp: 1e20 })).toBeNull();
    expect(sanitizeAnalyticsEvent('screen_view')).toBeNull();
  });

  it('leaves bad events out of a batch and keeps at most 50', () => {
    const ts = new Date().toISOString();
    const events = sanitizeAnalyticsEvents([
      { name: 'ok', timestamp: ts },
      { name: 'BAD', timestamp: ts },
      ...Array.from({ length: 60 }, () => ({ name: 'many', timestamp: ts })),
    ]);
    expect(events).toHaveLength(ANALYTICS_LIMITS.maxEvents);
    expect(events[0]!.name).toBe('ok');
    expect(events.some((e) => e.name === 'BAD')).toBe(false);
  });
});

describe('analytics rule helpers', () => {
  it('allows every allow-listed name even where it looks personal', () => {
    expect(isPersonalPropertyName('errorCode')).toBe(true);
    for (const name of ANALYTICS_ALLOWED_PROPERTIES) {
      expect(sanitizeAnalyticsProperties({ [name]: 'ok' })).toEqual({ [name]: 'ok' });
    }
  });

  it.each([
    ['https://a.example/x?y=1#z', 'https://a.example/x'],
    ['(see /p?q=1)', '(see /p'],
    ['www.example.org/a?b=c', 'www.example.org/a'],
    ['mailto:x?subject=hi', 'mailto:x'],
    ['no url here', 'no url here'],
    ['C# and item #3', 'C# and item #3'],
  ])('stripQueryStrings(%j) = %j', (input, output) => expect(stripQueryStrings(input)).toBe(output));

  it.each([
    ['ann@example.com', 'email'],
    ['555-123-4567', 'phone'],
    ['123-45-6789', 'ssn'],
    ['4242 4242 4242 4242', 'card'],
    ['10.0.0.1', 'ip'],
    ['2001-02-03', 'date'],
    ['nothing', null],
  ])('findPersonalData(%j) = %j', (input, kind) => expect(findPersonalData(input)).toBe(kind));
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────────

const luhnComplete = (body: string): string => {
  for (let check = 0; check <= 9; check += 1) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
};
const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const groupWith = (digits: string, size: number, sep: string) =>
  (digits.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(sep);

/** Personal data as people write it; each comes with the digits (or text) that must never come out. */
const arbPersonal = fc.oneof(
  fc.emailAddress().map((e) => ({ text: e, secret: e.toLowerCase() })),
  fc
    .tuple(fc.integer({ min: 2, max: 9 }), digitString(9, 9), fc.constantFrom('-', ' ', '.', ''))
    .map(([first, rest, sep]) => {
      const d = `${first}${rest}`;
      return { text: `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`, secret: d };
    }),
  fc
    .tuple(digitString(3, 3), digitString(2, 2), digitString(4, 4), fc.constantFrom('-', ' '))
    .map(([a, b, c, sep]) => ({
      text: `${a}${sep}${b}${sep}${c}`,
      secret: `${a}${b}${c}`,
    })),
  fc
    .tuple(
      fc.constantFrom('4', '51', '37', '6011'),
      fc.integer({ min: 13, max: 19 }),
      fc.constantFrom(' ', '-', ''),
    )
    .chain(([prefix, length, sep]) =>
      digitString(length - prefix.length - 1, length - prefix.length - 1).map((rest) => {
        const d = luhnComplete(prefix + rest);
        return { text: groupWith(d, 4, sep), secret: d };
      }),
    ),
);
const arbText = fc.string({
  maxLength: 30,
  unit: fc.constantFrom('a', 'b', ' ', '?', '/', '=', 'é', '😀', '&', ':', '.'),
});
const arbName = fc.oneof(
  fc.constantFrom(...ANALYTICS_ALLOWED_PROPERTIES),
  fc.constantFrom('note', 'label', 'step'),
);
const digitsOf = (s: string) => s.replace(/\D/g, '');

const stringsOf = (props: Record<string, unknown>): string[] =>
  Object.values(props).map((v) => (typeof v === 'string' ? v : String(v)));

describe('analytics sanitiser properties (fast-check)', () => {
  it('no sanitised output holds a string that a personal-data pattern matches', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(arbName, fc.string({ maxLength: 12 })),
          fc.oneof(
            fc.tuple(arbText, arbPersonal, arbText).map(([a, p, b]) => `${a} ${p.text} ${b}`),
            arbText,
            fc.string({ maxLength: 80 }),
            fc.double(),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.anything(),
          ),
          { maxKeys: 12 },
        ),
        (input) => {
          const out = sanitizeAnalyticsProperties(input);
          for (const text of stringsOf(out)) expect(findPersonalData(text)).toBeNull();
          expect(ZAnalyticsProperties.safeParse(out).success).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('personal data written in text never comes out, whatever surrounds it (independent check)', () => {
    fc.assert(
      fc.property(arbName, arbText, arbPersonal, arbText, (name, before, personal, after) => {
        const out = sanitizeAnalyticsProperties({ [name]: `${before} ${personal.text} ${after}` });
        for (const text of stringsOf(out)) {
          expect(text.toLowerCase()).not.toContain(personal.secret);
          if (/^\d+$/.test(personal.secret)) expect(digitsOf(text)).not.toContain(personal.secret);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent, so the server sanitising again changes nothing', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(arbName, fc.string({ maxLength: 10 })),
          fc.oneof(arbText, fc.string(), fc.double(), fc.integer()),
        ),
        (input) => {
          const once = sanitizeAnalyticsProperties(input);
          expect(sanitizeAnalyticsProperties(once)).toEqual(once);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a sanitised batch always parses as ZAnalyticsBatch', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.oneof(fc.constantFrom('screen_view', 'dispense.failed'), fc.string()),
            properties: fc.dictionary(
              arbName,
              fc.oneof(arbText, fc.integer(), fc.string({ maxLength: 600 })),
            ),
            timestamp: fc.date({
              min: new Date('2020-01-01'),
              max: new Date('2030-01-01'),
              noInvalidDate: true,
            }),
          }),
          { minLength: 1, maxLength: 70 },
        ),
        (raw) => {
          const events = sanitizeAnalyticsEvents(raw);
          if (events.length) expect(ZAnalyticsBatch.safeParse({ events }).success).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('ZAnalyticsBatch', () => {
  const ts = '2025-01-01T10:00:00Z';
  it('accepts a valid batch and bounds it', () => {
    expect(ZAnalyticsBatch.safeParse({ events: [{ name: 'screen_view', timestamp: ts }] }).success).toBe(
      true,
    );
    expect(
      ZAnalyticsBatch.safeParse({
        deviceId: 'demo-kiosk-0001',
        events: [{ name: 'a', properties: { x: 1 }, timestamp: ts }],
      }).success,
    ).toBe(true);
    expect(ZAnalyticsBatch.safeParse({ events: [] }).success).toBe(false);
    expect(ZAnalyticsBatch.safeParse({ events: Array(51).fill({ name: 'a', timestamp: ts }) }).success).toBe(
      false,
    );
    expect(ZAnalyticsBatch.safeParse({ events: [{ name: 'A B', timestamp: ts }] }).success).toBe(false);
    expect(ZAnalyticsBatch.safeParse({ events: [{ name: 'a', timestamp: 'now' }] }).success).toBe(false);
    // Without a timestamp the server stamps the receive time.
    expect(ZAnalyticsBatch.safeParse({ events: [{ name: 'a' }] }).success).toBe(true);
    expect(ZAnalyticsBatch.safeParse({ events: [{ name: 'a', timestamp: ts, extra: 1 }] }).success).toBe(
      false,
    );
    expect(
      ZAnalyticsBatch.safeParse({ events: [{ name: 'a', timestamp: ts, properties: { x: { y: 1 } } }] })
        .success,
    ).toBe(false);
    expect(
      ZAnalyticsBatch.safeParse({
        events: [{ name: 'a', timestamp: ts, properties: { x: 'a'.repeat(501) } }],
      }).success,
    ).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    expect(
      ZAnalyticsBatch.safeParse({ events: [{ name: 'a', timestamp: ts, properties: many }] }).success,
    ).toBe(false);
    expect(ZAnalyticsBatch.safeParse({ deviceId: 'x', events: [{ name: 'a', timestamp: ts }] }).success).toBe(
      false,
    );
  });
});
