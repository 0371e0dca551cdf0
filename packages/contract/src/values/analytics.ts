import type { TAnalyticsEvent, TAnalyticsProperties, TAnalyticsValue } from '../analytics';

/**
 * Privacy-safe analytics (docs/product.md §5). The ONE sanitiser: the web app runs it before anything leaves the
 * page, and `POST /analytics/events` runs it again on what arrives. Pure, no I/O, no DOM or Node APIs.
 *
 * Rules, in order, for each property:
 * 1. The name must be a plain identifier (letters, digits, underscore; starts with a letter).
 * 2. A name that looks like personal data (email, phone, name, address, dob/birth, ssn, card, code,
 *    passkey, password, token, ip, …) is dropped, unless it is on the allow-list of docs/product.md §5.
 * 3. Only string, finite number, boolean and null values are kept; objects and arrays are dropped.
 * 4. Strings: query strings (and fragments) are stripped from URLs, then the text is cut to
 *    {@link ANALYTICS_LIMITS.maxKeptStringLength} characters.
 * 5. A value (string, or number read as its digits) that holds an e-mail, phone number, social security
 *    number, card number (Luhn-checked), IP address or calendar date (a date of birth, on this kiosk) is
 *    dropped, whatever the property's name — allow-listed names included.
 *
 * docs/product.md §5 says such values "are replaced by [redacted] (and the property dropped)". We read the
 * parenthesis as the outcome: the property is removed entirely and `[redacted]` never leaves the
 * sanitiser. A kept `[redacted]` would tell the third party which field held personal data and carries
 * no information; dropping also keeps the output valid against the schema. Callers can observe every
 * drop (and why) through the `onDrop` option, e.g. to count them.
 */

export const ANALYTICS_EVENTS_PATH = '/analytics/events';

export const ANALYTICS_LIMITS = {
  maxEvents: 50,
  maxProperties: 30,
  maxNameLength: 64,
  /** Longest string accepted on the wire. */
  maxStringLength: 500,
  /** Longest string kept after sanitising (in characters, never splitting one). */
  maxKeptStringLength: 200,
} as const;

/** docs/product.md §5: these names are kept even though some (errorCode) look like personal data. */
export const ANALYTICS_ALLOWED_PROPERTIES = [
  'productId',
  'plan',
  'screen',
  'feature',
  'action',
  'category',
  'success',
  'errorCode',
  'errorType',
  'quantity',
  'durationMs',
  'value',
  'latencyMs',
] as const;
const ALLOWED = new Set<string>(ANALYTICS_ALLOWED_PROPERTIES);

/** `screen_view`, `dispense.failed`, `product-chosen`: lower case words joined by _ . : or -. */
export const ANALYTICS_EVENT_NAME = /^[a-z][a-z0-9]*(?:[_.:-][a-z0-9]+)*$/;
export const ANALYTICS_PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** When it happened on the device: ISO 8601 date and time (seconds and fraction optional) with Z or an offset. */
export const ANALYTICS_TIMESTAMP =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

// ── Property names ───────────────────────────────────────────────────────────────────────────────

/** Words that, as a whole word of the name (camelCase, snake_case, kebab-case split), mean personal data. */
// prettier-ignore
const PERSONAL_WORDS = new Set([
  'name',
  'names',
  'surname',
  'nickname',
  'username',
  'firstname',
  'lastname',
  'fullname',
  'login',
  'user',
  'customer',
  'patient',
  'contact',
  'mail',
  'email',
  'phone',
  'tel',
  'telephone',
  'mobile',
  'cell',
  'fax',
  'msisdn',
  'address',
  'addr',
  'street',
  'zip',
  'zipcode',
  'postcode',
  'postal',
  'dob',
  'birth',
  'birthday',
  'birthdate',
  'born',
  'ssn',
  'social',
  'passport',
  'license',
  'licence',
  'nationalid',
  'card',
  'cc',
  'ccn',
  'pan',
  'cvv',
  'cvc',
  'iban',
  'account',
  'acct',
  'code',
  'pin',
  'otp',
  'mfa',
  'passkey',
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'token',
  'secret',
  'key',
  'apikey',
  'auth',
  'authorization',
  'bearer',
  'credential',
  'credentials',
  'session',
  'cookie',
  'signature',
  'ip',
  'ipv4',
  'ipv6',
  'gps',
  'geo',
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'location',
]);
/** Fragments unambiguous enough to match inside glued words (`useremail`, `ipaddress`). */
// prettier-ignore
const PERSONAL_FRAGMENTS = [
  'email',
  'phone',
  'password',
  'passwd',
  'passkey',
  'address',
  'birth',
  'token',
  'secret',
  'credential',
  'cookie',
  'username',
  'firstname',
  'lastname',
  'fullname',
  'surname',
  'nickname',
  'bearer',
  'passport',
  'creditcard',
  'cardnumber',
  'postcode',
  'zipcode',
];

const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((w) => w.replace(/\d+$/, ''))
    .filter(Boolean);

/** True when a property name looks like it holds personal data (the allow-list is not consulted here). */
export function isPersonalPropertyName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((w) => PERSONAL_WORDS.has(w))) return true;
  const glued = words.join('');
  return PERSONAL_FRAGMENTS.some((f) => glued.includes(f));
}

// ── Values ───────────────────────────────────────────────────────────────────────────────────────

export type PersonalDataKind = 'email' | 'phone' | 'ssn' | 'card' | 'ip' | 'date';

const ND = /\p{Nd}/u;
const digitValues = new Map<string, string>();
/** Any decimal digit of any script (Arabic-Indic, Devanagari, Thai, Khmer, …) as its ASCII digit. */
function asciiDigit(ch: string): string {
  const known = digitValues.get(ch);
  if (known !== undefined) return known;
  const cp = ch.codePointAt(0)!;
  let start = cp;
  // Unicode keeps every decimal digit set as a run of ten, 0 to 9, so the distance from the start of the run is the value.
  while (start > 0 && ND.test(String.fromCodePoint(start - 1)) && cp - start < 100) start -= 1;
  const digit = String((cp - start) % 10);
  digitValues.set(ch, digit);
  return digit;
}

/** The text the patterns look at: compatibility forms folded, every digit ASCII, every dash '-', every space ' ', invisible characters removed. */
function foldForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
    .replace(/[\p{Pd}\u2212]/gu, '-')
    .replace(/\s/g, ' ')
    .replace(/ ?[[(]at[\])] ?/gi, '@')
    .replace(/ ?[[(]dot[\])] ?/gi, '.');
}

const percentDecoded = (text: string) =>
  text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Before the @: any character RFC 5322 allows unquoted (letters of any script included). */
const EMAIL_LOCAL_CHAR = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]$/u;
/** After the @: labels joined by dots, at least two. Sticky, tried only at each @ (linear time). */
const EMAIL_DOMAIN = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/uy;

function hasEmail(text: string): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const before = Array.from(text.slice(Math.max(0, at - 2), at)).pop() ?? '';
    if (!EMAIL_LOCAL_CHAR.test(before)) continue;
    EMAIL_DOMAIN.lastIndex = at + 1;
    if (EMAIL_DOMAIN.test(text)) return true;
  }
  return false;
}
const SSN = /(?<!\d)\d{3}([- ])\d{2}\1\d{4}(?!\d)/;
const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.]*\d)/;
const IPV6 =
  /(?<![\w:])(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){1,6}:(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,5})?)(?![\w:])/i;
const MONTH = '(?:0?[1-9]|1[0-2])';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const DATE = new RegExp(`(?<!\\d)(?:\\d{4}[-/.]${MONTH}[-/.]${DAY}|${DAY}[-/.]${DAY}[-/.]\\d{4})(?!\\d)`);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A run of digits joined by the separators people write phone numbers with. */
const PHONE_RUN = /\+?\(?\d[\d ().-]*/g;
/** A run of digit groups joined by single spaces or dashes, as card numbers are written. */
const CARD_RUN = /\d+(?:[ -]\d+)*/g;

function isPhoneRun(run: string): boolean {
  const trimmed = run.replace(/[^\d)]+$/, '');
  const groups = trimmed.split(/\D+/).filter(Boolean);
  const digits = groups.join('');
  if (digits.length < 7 || digits.length > 15) return false;
  const hasPlus = trimmed.startsWith('+');
  if (groups.length === 1) return digits.length >= (hasPlus ? 8 : 10);
  // 3.14159265 or 1234.5678 is a decimal number: only a whole part of 10 digits or more reads as a phone.
  if (groups.length === 2 && /^\+?\d+\.\d+$/.test(trimmed)) return groups[0]!.length >= 10;
  // "2 3 4 5 6 7 8" is a list; every group after the first (a country or trunk code) has 2 digits or more.
  return groups.slice(1).every((g) => g.length >= 2);
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number: 13 to 19 digits passing Luhn, whole groups of a run (so a long id is not read as one). */
function hasCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_RUN)) {
    const groups = match[0].split(/[ -]/);
    for (let i = 0; i < groups.length; i += 1) {
      let digits = '';
      for (let j = i; j < groups.length && digits.length < 19; j += 1) {
        digits += groups[j];
        if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

/** The kind of personal data a text holds, or null. Used by the sanitiser and by its tests. */
export function findPersonalData(text: string): PersonalDataKind | null {
  const plain = kindIn(foldForMatching(text));
  // `ann%40example.com`, `555%20123%204567`: also read as percent-decoded.
  return plain ?? (text.includes('%') ? kindIn(foldForMatching(percentDecoded(text))) : null);
}

function kindIn(folded: string): PersonalDataKind | null {
  if (hasEmail(folded)) return 'email';
  if (SSN.test(folded)) return 'ssn';
  if (IPV4.test(folded) || IPV6.test(folded)) return 'ip';
  if (DATE.test(folded)) return 'date';
  const digitsOnly = folded.replace(UUID, ' uuid ');
  if (hasCardNumber(digitsOnly)) return 'card';
  for (const match of digitsOnly.matchAll(PHONE_RUN)) if (isPhoneRun(match[0])) return 'phone';
  return null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PATH_LIKE = /^(?:\/|\?|www\.)/i;
const QUERY_PAIR = /[?&#][^=\s&#?]*=/;

/** Cuts the query string (and fragment) off every URL-like word: `https://…`, `/path?…`, `www.…`, `?a=b`, `page?a=b`. */
export function stripQueryStrings(text: string): string {
  if (!/[?#]/.test(text)) return text;
  return text.replace(/\S+/g, (word) => {
    if (!/[?#]/.test(word)) return word;
    const lead = /^[("'<[]*/.exec(word)![0];
    const body = word.slice(lead.length);
    const isUrl = SCHEME.test(body) || PATH_LIKE.test(body);
    if (isUrl) {
      const cut = body.search(/[?#]/);
      const kept = body.slice(0, cut).replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/\s]*@/i, '$1');
      return lead + kept;
    }
    if (QUERY_PAIR.test(body)) return lead + body.slice(0, body.search(/[?#]/));
    return word;
  });
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text)
    .slice(0, max)
    .join('')
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '');
}

// ── Sanitising ───────────────────────────────────────────────────────────────────────────────────

export type AnalyticsDropReason = 'name' | 'personal-name' | 'type' | 'personal-value' | 'limit';

export interface SanitizeOptions {
  /** Told about each property left out, and why. Never given the value. */
  onDrop?: (name: string, reason: AnalyticsDropReason, kind?: PersonalDataKind) => void;
}

type Kept = { value: TAnalyticsValue } | { reason: AnalyticsDropReason; kind?: PersonalDataKind };

function sanitizeValue(raw: unknown): Kept {
  if (raw === null || typeof raw === 'boolean') return { value: raw };
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { reason: 'type' };
    const kind = findPersonalData(String(raw));
    return kind ? { reason: 'personal-value', kind } : { value: raw };
  }
  if (typeof raw !== 'string') return { reason: 'type' };
  const text = truncate(stripQueryStrings(raw), ANALYTICS_LIMITS.maxKeptStringLength);
  const kind = findPersonalData(text);
  return kind ? { reason: 'personal-value', kind } : { value: text };
}

const safeIso = (date: Date): string | null => (Number.isNaN(date.getTime()) ? null : date.toISOString());

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Applies the rules of docs/product.md §5 to one event's properties; anything not a plain object gives `{}`. */
export function sanitizeAnalyticsProperties(
  input: unknown,
  options: SanitizeOptions = {},
): TAnalyticsProperties {
  const kept: [string, TAnalyticsValue][] = [];
  if (!isRecord(input)) return {};
  for (const [name, raw] of Object.entries(input)) {
    const drop = (reason: AnalyticsDropReason, kind?: PersonalDataKind) =>
      options.onDrop?.(name, reason, kind);
    if (name.length > ANALYTICS_LIMITS.maxNameLength || !ANALYTICS_PROPERTY_NAME.test(name)) {
      drop('name');
      continue;
    }
    if (!ALLOWED.has(name) && isPersonalPropertyName(name)) {
      drop('personal-name');
      continue;
    }
    const result = sanitizeValue(raw);
    if ('reason' in result) {
      drop(result.reason, result.kind);
      continue;
    }
    if (kept.length >= ANALYTICS_LIMITS.maxProperties) {
      drop('limit');
      continue;
    }
    kept.push([name, result.value]);
  }
  return Object.fromEntries(kept);
}

const isEventName = (name: string): boolean =>
  name.length <= ANALYTICS_LIMITS.maxNameLength && ANALYTICS_EVENT_NAME.test(name);

/** One event made safe, or null when its name is not a valid event name (or holds personal data) or its timestamp is not a date. */
export function sanitizeAnalyticsEvent(
  input: unknown,
  options: SanitizeOptions = {},
): TAnalyticsEvent | null {
  if (!isRecord(input)) return null;
  const { name, properties, timestamp } = input;
  if (typeof name !== 'string' || !isEventName(name) || findPersonalData(name)) {
    return null;
  }
  const time =
    timestamp instanceof Date || (typeof timestamp === 'number' && Number.isFinite(timestamp))
      ? safeIso(new Date(timestamp))
      : timestamp;
  if (typeof time !== 'string' || !ANALYTICS_TIMESTAMP.test(time)) return null;
  return { name, properties: sanitizeAnalyticsProperties(properties, options), timestamp: time };
}

/** A batch made safe: bad events left out, at most {@link ANALYTICS_LIMITS.maxEvents}. */
export function sanitizeAnalyticsEvents(
  input: readonly unknown[],
  options: SanitizeOptions = {},
): TAnalyticsEvent[] {
  const events: TAnalyticsEvent[] = [];
  for (const raw of input) {
    if (events.length >= ANALYTICS_LIMITS.maxEvents) break;
    const event = sanitizeAnalyticsEvent(raw, options);
    if (event) events.push(event);
  }
  return events;
}
