import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/** Dates PostgreSQL or JavaScript cannot hold, or that do not exist. */
export const HOSTILE_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30',
  '2023-02-29T12:00:00Z',
  '1970-01-01T00:00:00+25:00',
];

/**
 * Strings that have broken servers before: NUL and other control characters (PostgreSQL refuses
 * NUL in text), lone surrogates, invisible and direction-changing format characters, path and
 * query syntax, injection classics, dates outside PostgreSQL's range, and sheer size.
 */
const NOTORIOUS_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\u0001\u0002\u0003\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f',
  '\ud800',
  'x\udfffy',
  '\ufffe\uffff',
  '\ufeff',
  '\u200b\u200c\u200d\u2060',
  '\u202e\u2066evil\u2069',
  '\u0301\u0301\u0301',
  '🧑🏽‍💻👨‍👩‍👧‍👦',
  'Ǆǅǆ ß İı',
  '%00',
  '%FF',
  '%',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0000-00-00',
  'a'.repeat(256),
  'é'.repeat(5_000),
  'x'.repeat(70_000),
];

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const formatCharacter = fc.constantFrom('\u200b', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\ufeff');

/** Any string, biased towards the ones that break servers. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NOTORIOUS_STRINGS) },
  // NUL is the one character PostgreSQL's text types refuse outright: the commonest 500.
  { weight: 2, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', 'ok\u0000') },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlCharacter, maxLength: 10 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.oneof(controlCharacter, formatCharacter),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
);

/** Plausible values per format, so some requests get past validation into the services. */
const VALID_BY_FORMAT: Record<string, string[]> = {
  email: ['fuzz@example.com', 'a.b+c@example.org'],
  uuid: ['00000000-0000-4000-8000-000000000000', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
  date: ['2024-02-29', '1999-12-31', '0000-01-01', '9999-12-31'],
  'date-time': ['2024-02-29T12:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'],
  uri: ['https://example.com/a', 'javascript:alert(1)', 'http://[::1]:0/'],
};

/** A value of any JSON type, including deep nesting: what a careless client might send anywhere. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 200 }).map((depth) => nest(depth, 'deep')),
  },
);

function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/**
 * Plausible values by property name, for the many string fields whose schema has no format (the
 * rule lives in a zod refinement): a body must look right before its other fields are looked at.
 */
const PLAUSIBLE_BY_NAME: [RegExp, string][] = [
  [/email/i, 'fuzz@example.com'],
  [/password/i, 'fuzz horse battery staple'],
  [/url/i, 'https://example.com/fuzz'],
  [/slug/i, 'fuzz-post'],
  [/phone/i, '+1 555 555 0100'],
  [/(date|at|from|to)$/i, '2024-02-29'],
];

function plausibleStrings(schema: JsonSchema, name: string | undefined): string[] {
  const byFormat = VALID_BY_FORMAT[schema.format ?? ''];
  if (byFormat) return byFormat;
  const byName = name === undefined ? undefined : PLAUSIBLE_BY_NAME.find(([pattern]) => pattern.test(name));
  return byName ? [byName[1]] : [];
}

/**
 * A value shaped like the schema most of the time (so requests reach the handlers and the
 * database), with hostile strings in its string fields, sometimes a wrong type, and objects that
 * gain unknown keys. `name` is the property's name, a hint for plausible strings.
 */
export function schemaValue(schema: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: shapedValue(schema, name, depth) },
    { weight: 1, arbitrary: anyJsonValue },
  );
}

function shapedValue(schema: JsonSchema, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => schemaValue(variant, name, depth + 1)));
  if (schema.allOf?.length) return shapedValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, depth);
  const withNull = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable
      ? fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(null) })
      : arbitrary;
  if (schema.const !== undefined) return withNull(fc.constant(schema.const));
  if (schema.enum?.length)
    return withNull(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, hostileString));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return withNull(stringFor(schema, name));
    case 'integer':
    case 'number':
      return withNull(numberFor(schema, type));
    case 'boolean':
      return withNull(fc.boolean());
    case 'array':
      return withNull(
        fc.array(depth > 4 ? anyJsonValue : schemaValue(schema.items ?? {}, name, depth + 1), {
          maxLength: 12,
        }),
      );
    case 'object':
      return withNull(objectFor(schema, depth));
    default:
      return anyJsonValue;
  }
}

function stringFor(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  const plausible = plausibleStrings(schema, name);
  const lengths = [schema.minLength, schema.maxLength].flatMap((n) =>
    n === undefined ? [] : [Math.max(0, n - 1), n, n + 1],
  );
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    {
      weight: plausible.length ? 3 : 0,
      arbitrary: fc.constantFrom(...(plausible.length ? plausible : [''])),
    },
    {
      weight: lengths.length ? 1 : 0,
      arbitrary: fc.constantFrom(...(lengths.length ? lengths : [0])).map((n) => 'ä'.repeat(n)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...(plausible.length ? plausible : ['ok'])), hostileString)
        .map(([valid, hostile]) => valid + hostile),
    },
  );
}

function numberFor(schema: JsonSchema, type: 'integer' | 'number'): fc.Arbitrary<unknown> {
  const edges = [schema.minimum, schema.maximum].flatMap((n) => (n === undefined ? [] : [n - 1, n, n + 1]));
  return fc.oneof(
    type === 'integer' ? fc.integer() : fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 0.5, 1e308, ...edges),
    fc.constantFrom('1', '1e3', '0x10', ''),
  );
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, schemaValue(property, name, depth + 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  const extraKeys = fc.dictionary(
    fc.oneof(hostileString, fc.constantFrom('constructor', 'toString', 'id', 'role', 'authorId', 'userId')),
    anyJsonValue,
    {
      maxKeys: 3,
    },
  );
  return fc
    .tuple(shaped, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraKeys }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** One well-formed value for the schema, so the parts of a request not under test stay plain. */
export function plainValue(schema: JsonSchema, name?: string): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plainValue(variant, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const plain = plausibleStrings(schema, name)[0] ?? 'fuzz';
      return plain.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength ?? Infinity);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, plainValue(schema.properties?.[key] ?? {}, key)]),
      );
    default:
      return null;
  }
}
