import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as OpenAPI 3.1 has it) the contract's zod schemas turn into. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  maxProperties?: number;
  anyOf?: JsonSchema[];
  not?: JsonSchema;
  const?: unknown;
}

/** Known good values by field name (device ids, order ids, sku ids…), mixed in so calls reach the rules. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const SMALL = 5;

/** The values a `not` refuses by name (`const`, or `enum` as fastify-swagger writes a const). */
const refusedBy = (s: JsonSchema | undefined): unknown[] =>
  s?.not ? [...(s.not.const === undefined ? [] : [s.not.const]), ...(s.not.enum ?? [])] : [];
const withHint = (name: string | undefined, hints: Hints, arb: fc.Arbitrary<unknown>) => {
  const hint = name ? hints[name] : undefined;
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: arb, weight: 1 }) : arb;
};

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  if (s.format === 'uri') return fc.webUrl().filter(fits);
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date' && !s.pattern)
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
}

function validNumber(s: JsonSchema): fc.Arbitrary<number> {
  const lowest = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const highest = Math.min(
    s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000),
    Number.MAX_SAFE_INTEGER,
  );
  if (s.type === 'integer') return fc.integer({ min: lowest, max: highest });
  return fc.double({ min: lowest, max: highest, noNaN: true, noDefaultInfinity: true });
}

/** Any value the schema accepts. */
export function validValue(s: JsonSchema, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  return withHint(name, hints, validBase(s, hints));
}

function validBase(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => validValue(option, hints)));
  switch (s.type) {
    case 'string':
      return validString(s);
    case 'integer':
    case 'number':
      return validNumber(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(s.items ?? {}, hints), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? SMALL, SMALL)),
      });
    case 'object':
      return validObject(s, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, validValue(schema, hints, key)]),
  );
  const known = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
  const extra = s.additionalProperties;
  if (!extra || extra === true) return known;
  const refused = refusedBy(s.propertyNames);
  const names = (
    s.propertyNames?.pattern ? validString(s.propertyNames) : fc.string({ minLength: 1, maxLength: 8 })
  ).filter((name) => !refused.includes(name) && !Object.hasOwn(properties, name));
  const more = fc.dictionary(names, validValue(extra, hints), {
    maxKeys: Math.min(3, s.maxProperties ?? 3),
    noNullPrototype: true,
  });
  return fc.tuple(known, more).map(([fixed, added]) => ({ ...added, ...fixed }));
}

const notMatching = (pattern: string) => {
  const re = new RegExp(pattern);
  return fc
    .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', ' ', '../..', "' or 1=1 --", '%00', 'Ω≈ç'))
    .filter((v) => !re.test(v));
};

/** Values of the right JSON type that the schema refuses (what a query or path string can carry). */
function badText(s: JsonSchema): fc.Arbitrary<string> | null {
  const options: fc.Arbitrary<string>[] = [];
  if (s.enum) options.push(fc.string({ maxLength: 12 }).filter((v) => !s.enum!.includes(v)));
  if (s.pattern) options.push(notMatching(s.pattern));
  if (s.format === 'uuid' && !s.pattern)
    options.push(fc.string({ maxLength: 40 }).filter((v) => !/^[0-9a-f-]{36}$/i.test(v)));
  if (s.maxLength !== undefined && s.maxLength < 10_000)
    options.push(fc.constant('x'.repeat(s.maxLength + 1)));
  if (s.minLength) options.push(fc.constant(''));
  const refused = refusedBy(s).filter((v): v is string => typeof v === 'string');
  if (refused.length) options.push(fc.constantFrom(...refused));
  return options.length ? fc.oneof(...options) : null;
}

/** A text value (query or path) the schema refuses, or null when every text is accepted. */
export function invalidText(s: JsonSchema): fc.Arbitrary<string> | null {
  if (s.type === 'integer' || s.type === 'number') return fc.constantFrom('abc', '1.5e999', '--1', '');
  if (s.type === 'boolean') return fc.constantFrom('yes', '2', '');
  return badText(s);
}

const wrongType = (s: JsonSchema): fc.Arbitrary<unknown> => {
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string({ maxLength: 8 })],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['boolean', fc.boolean()],
    ['object', fc.constant({ nested: true })],
    ['array', fc.constant([1, 'two'])],
    ['null', fc.constant(null)],
  ];
  const same = s.type === 'integer' ? 'number' : s.type;
  return fc.oneof(
    ...all.filter(([t]) => t !== same && !(t === 'number' && s.type === 'integer')).map(([, a]) => a),
  );
};

/** A JSON value the schema refuses, or null when it accepts anything. */
export function invalidValue(s: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> | null {
  if (s.anyOf || (!s.type && !s.enum)) return null;
  const options: fc.Arbitrary<unknown>[] = [wrongType(s)];
  if (s.type === 'string' || s.enum) {
    const text = badText(s);
    if (text) options.push(text);
  }
  if (s.type === 'integer') options.push(fc.constantFrom(1.5, -0.25));
  const isNumber = s.type === 'integer' || s.type === 'number';
  const lowest = s.exclusiveMinimum ?? (s.minimum === undefined ? undefined : s.minimum - 1);
  const highest = s.exclusiveMaximum ?? (s.maximum === undefined ? undefined : s.maximum + 1);
  if (isNumber && lowest !== undefined) options.push(fc.constant(lowest));
  if (isNumber && highest !== undefined && highest < 1e15) options.push(fc.constant(highest));
  if (s.type === 'array') options.push(...invalidArray(s, hints));
  if (s.type === 'object') options.push(...invalidObject(s, hints));
  return fc.oneof(...options);
}

function invalidArray(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown>[] {
  const item = validValue(s.items ?? {}, hints);
  const out: fc.Arbitrary<unknown>[] = [];
  if (s.minItems) out.push(fc.constant([]));
  if (s.maxItems !== undefined && s.maxItems <= 60)
    out.push(fc.array(item, { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 }));
  const badItem = s.items ? invalidValue(s.items, hints) : null;
  if (badItem)
    out.push(fc.tuple(badItem, fc.array(item, { maxLength: 2 })).map(([bad, rest]) => [...rest, bad]));
  return out;
}

function invalidObject(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown>[] {
  const properties = s.properties ?? {};
  const valid = validObject({ ...s, required: Object.keys(properties) }, hints) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const out: fc.Arbitrary<unknown>[] = [];
  for (const key of s.required ?? []) {
    out.push(valid.map((v) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== key))));
  }
  if (s.additionalProperties === false) {
    out.push(valid.map((v) => ({ ...v, unexpectedField: 'x' })));
  }
  const badName = s.propertyNames && badText(s.propertyNames);
  const extra = s.additionalProperties;
  if (badName && extra && extra !== true) {
    out.push(
      fc
        .tuple(valid, badName, validValue(extra, hints))
        .filter(([v, name]) => !Object.hasOwn(v, name) && !Object.hasOwn(properties, name))
        .map(([v, name, value]) => ({ ...v, [name]: value })),
    );
  }
  for (const [key, schema] of Object.entries(properties)) {
    const bad = invalidValue(schema, hints);
    if (bad) out.push(fc.tuple(valid, bad).map(([v, b]) => ({ ...v, [key]: b })));
  }
  return out;
}
