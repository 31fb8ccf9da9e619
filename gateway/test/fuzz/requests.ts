import fc from 'fast-check';
import { anyJsonValue, HOSTILE_DATES, hostileString, plainValue, schemaValue } from './hostile-values.js';
import type { JsonSchema, Operation, OperationParameter } from './openapi-operations.js';

/** What a signed-in (or signed-out) browser would send: its cookies and its CSRF token. */
export interface Credentials {
  cookie: string;
  csrfToken: string | undefined;
}

export interface FuzzContext {
  credentials: Credentials;
  /** Values that exist on the server, by path parameter name, so some requests find a record. */
  knownPathValues: Record<string, string[]>;
}

/** A request exactly as it goes on the wire: the path is sent byte for byte, unnormalised. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** Query keys the gateway's list and download routes read (until OpenAPI documents them). */
const COMMON_QUERY_KEYS = [
  'limit',
  'cursor',
  'search',
  'status',
  'planType',
  'from',
  'to',
  'key',
  'name',
  'expires',
  'sig',
];
const HOSTILE_QUERY_KEYS = [
  '__proto__[polluted]',
  'constructor[prototype][x]',
  'limit[]',
  'a[b][c]',
  '',
  '%',
  '%00',
  '%FF',
];
/**
 * Malformed for the server, yet plain ASCII: raw bytes above 0x7F and URLs beyond the server's
 * size limit are refused before any route runs, so the transport test covers them once instead
 * of every route failing on them.
 */
const MALFORMED_ESCAPES = ['%', '%G1', '%zz', '%FF', '%00', '%E0%A4', '%C0%AE', '%ED%A0%80', '%%', '%u0041'];
const PATH_SEGMENTS = [
  '%00',
  '%FF',
  '%',
  '%zz',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%E0%A4',
  '%C0%AE%C0%AE',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'a'.repeat(300),
  'a'.repeat(3_000),
  ';a=b',
  '*',
  '~',
  "'",
];

/** URL parts stay well under the server's 16 KB limit on the request line and headers. */
const MAX_ENCODED_LENGTH = 3_000;

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD). */
export function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    if (out.length >= MAX_ENCODED_LENGTH) break;
  }
  return out;
}

/**
 * Which part of the request is generated; the others stay plain (the caller's own cookies and
 * token, an existing record's id, a well-formed body), so one defect in, say, URL handling cannot
 * hide another in body handling. `everything` generates all parts at once, for interactions.
 */
export type Focus = 'path' | 'query' | 'headers' | 'body' | 'everything';

/** The focuses worth fuzzing for an operation (a path without parameters has nothing to vary). */
export function focusesOf(operation: Operation): Focus[] {
  return operation.pathParameters.length
    ? ['path', 'query', 'headers', 'body', 'everything']
    : ['query', 'headers', 'body', 'everything'];
}

/**
 * A focus's share of the budget: generated bodies reach the most code (validation, services,
 * the database), queries matter most on reads, generated headers are the least particular to a
 * route.
 */
export function focusWeight(operation: Operation, focus: Focus): number {
  switch (focus) {
    case 'body':
      return operation.body ? 3 : 0.5;
    case 'path':
      return 2;
    case 'query':
      return operation.method === 'GET' ? 2 : 0.5;
    case 'headers':
      return 0.5;
    default:
      return 1;
  }
}

/** Generated requests for one operation, as one signed-out or signed-in caller. */
export function requestFor(
  operation: Operation,
  context: FuzzContext,
  focus: Focus,
): fc.Arbitrary<FuzzRequest> {
  const generated = (part: Exclude<Focus, 'everything'>) => focus === part || focus === 'everything';
  const pathParameters = fc.record(
    Object.fromEntries(
      operation.pathParameters.map((p) => {
        const known = context.knownPathValues[p.name] ?? [];
        return [p.name, generated('path') ? pathSegment(known) : plainSegment(known)];
      }),
    ),
  );
  return fc
    .record({
      pathParameters,
      query: generated('query') ? queryString(operation.queryParameters) : fc.constant(''),
      body: generated('body') ? bodyFor(operation) : fc.constant(plainBody(operation)),
      headers: generated('headers')
        ? headers(context.credentials)
        : fc.constant(plainHeaders(context.credentials)),
    })
    .map(({ pathParameters: values, query, body, headers: base }) => {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
      const all = {
        ...base,
        ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
      };
      const request = { method: operation.method, path: path + query, headers: all, body: body.bytes };
      return Object.assign(request, {
        [fc.toStringMethod]: () => describeRequest(request, context.credentials),
      });
    });
}

function plainSegment(known: string[]): fc.Arbitrary<string> {
  return known.length ? fc.constantFrom(...known).map(encode) : fc.uuid();
}

function plainHeaders(credentials: Credentials): Record<string, string> {
  return {
    ...(credentials.cookie ? { cookie: credentials.cookie } : {}),
    ...(credentials.csrfToken ? { 'x-csrf-token': credentials.csrfToken } : {}),
  };
}

function pathSegment(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: known.length ? 3 : 0,
      arbitrary: fc.constantFrom(...(known.length ? known : ['x'])).map(encode),
    },
    { weight: 2, arbitrary: fc.uuid().map((id) => id) },
    { weight: 3, arbitrary: hostileString.map(encode) },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_SEGMENTS) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.uuid(), fc.constantFrom(...PATH_SEGMENTS)).map(([id, tail]) => id + tail),
    },
  );
}

/**
 * Opaque tokens (cursors, links) are often base64url JSON: well-formed ones carrying hostile
 * values get past the decoding into the code that trusts what it decoded.
 */
const opaqueToken: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_DATES), fc.uuid()) },
    { weight: 1, arbitrary: fc.tuple(hostileString, hostileString) },
    { weight: 1, arbitrary: anyJsonValue },
  )
  .map((value) =>
    Buffer.from(JSON.stringify(value) ?? 'null', 'utf8')
      .toString('base64url')
      .slice(0, MAX_ENCODED_LENGTH),
  );

/**
 * Values a parameter's name suggests (until OpenAPI documents the query parameters' schemas): a
 * date filter gets impossible dates, a cursor well-formed tokens with hostile contents.
 */
const HINTED_VALUES: [RegExp, fc.Arbitrary<string>][] = [
  [/^(from|to|since|until)$|date|at$/i, fc.constantFrom(...HOSTILE_DATES).map(encode)],
  [/cursor|token|sig|key/i, opaqueToken],
  [
    /limit|page|size|count|offset|expires/i,
    fc.constantFrom('0', '-1', '1.5', '1e3', '201', '9'.repeat(30), 'NaN', '0x10'),
  ],
];

function hintedValue(name: string, general: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const hinted = HINTED_VALUES.find(([pattern]) => pattern.test(name))?.[1];
  return hinted ? fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: general }) : general;
}

function queryString(documented: OperationParameter[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...documented.map((p) => p.name), ...COMMON_QUERY_KEYS).map(encode),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_QUERY_KEYS) },
    { weight: 1, arbitrary: hostileString.map(encode) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString.map(encode) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '1',
        '-1',
        '201',
        '1e3',
        '9'.repeat(30),
        'true',
        '2024-02-29',
        'active',
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_DATES).map(encode) },
    { weight: 1, arbitrary: opaqueToken },
    ...documented.map((p) => ({
      weight: 1,
      arbitrary: schemaValue(p.schema, p.name).map((v) => encode(String(v))),
    })),
  );
  const names = [...documented.map((p) => p.name), ...COMMON_QUERY_KEYS];
  const namedPair = fc
    .constantFrom(...names)
    .chain((name) => hintedValue(name, value).map((v) => `${encode(name)}=${v}`));
  const pair = fc.oneof(
    { weight: 4, arbitrary: namedPair },
    { weight: 2, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: key },
    { weight: 1, arbitrary: fc.constantFrom('=', '&', '==', '=x') },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    // One parameter alone: no other can fail validation first and keep its value from the service.
    { weight: 6, arbitrary: namedPair.map((p) => `?${p}`) },
    {
      weight: 4,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`),
    },
    // The same key twice: frameworks turn it into an array, which schemas rarely expect.
    { weight: 1, arbitrary: fc.tuple(key, value, value).map(([k, a, b]) => `?${k}=${a}&${k}=${b}`) },
    { weight: 1, arbitrary: fc.constantFrom('?', '??', '?&&', '?#frag', `?${'a=1&'.repeat(500)}`) },
  );
}

interface GeneratedBody {
  bytes: Buffer | undefined;
  contentType: string | undefined;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json; boundary=x',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/octet-stream',
  '',
  'garbage',
  ';;;',
];
const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1}garbage',
  'nul',
  '\u0000',
  '[1,]',
  "{'a':1}",
  '{"a":1,"a":2}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '1e999999',
];
// `{"a":"` + 0xFF 0xFE + `"}`: not UTF-8 at all.
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
const BODY_LIMIT = 1024 * 1024;

/** A body the route accepts (or a plain refusal of), for requests that vary other parts. */
function plainBody(operation: Operation): GeneratedBody {
  if (operation.body?.kind === 'json')
    return {
      bytes: Buffer.from(JSON.stringify(plainValue(operation.body.schema))),
      contentType: 'application/json',
    };
  if (operation.body?.kind === 'multipart') {
    const field = fileFieldOf(operation.body.schema);
    return {
      bytes: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="resume.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n${PDF_HEAD}%%EOF\r\n--${BOUNDARY}--\r\n`,
      ),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    };
  }
  return { bytes: undefined, contentType: undefined };
}

function bodyFor(operation: Operation): fc.Arbitrary<GeneratedBody> {
  const json = (text: string | Buffer, contentType = 'application/json'): GeneratedBody => ({
    bytes: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'),
    contentType,
  });
  const none = fc.constant<GeneratedBody>({ bytes: undefined, contentType: undefined });
  const junk: fc.Arbitrary<GeneratedBody>[] = [
    anyJsonValue.map((value) => json(JSON.stringify(value) ?? 'null')),
    fc.constantFrom(...MALFORMED_JSON).map((text) => json(text)),
    fc.constant(json(INVALID_UTF8)),
    deepJson(operation.body?.kind === 'json' ? operation.body.schema : {}).map((text) => json(text)),
    fc
      .tuple(fc.constantFrom(...OTHER_TYPES), hostileString)
      .map(([contentType, text]) => ({ bytes: Buffer.from(text, 'utf8'), contentType })),
  ];
  if (operation.body?.kind === 'json') {
    const schema = operation.body.schema;
    return fc.oneof(
      { weight: 8, arbitrary: oneFieldHostile(schema).map((value) => json(JSON.stringify(value))) },
      {
        weight: 12,
        arbitrary: fc
          .tuple(schemaValue(schema), fc.constantFrom(...JSON_TYPES))
          .map(([v, t]) => json(JSON.stringify(v) ?? 'null', t)),
      },
      { weight: 1, arbitrary: schemaValue(schema).map((value) => json(withProtoKeys(value))) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(BODY_LIMIT - 200, BODY_LIMIT + 1)
          .map((size) => json(hugeJson(schema, size))),
      },
      { weight: 1, arbitrary: none },
      ...junk.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }
  if (operation.body?.kind === 'multipart') {
    return fc.oneof(
      { weight: 8, arbitrary: multipartBody(operation.body.schema) },
      { weight: 1, arbitrary: none },
      ...junk.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }
  return fc.oneof({ weight: 6, arbitrary: none }, ...junk.map((arbitrary) => ({ weight: 1, arbitrary })));
}

/**
 * A plain body with one property generated: the rest passes validation, so the hostile value is
 * what reaches the service and its database.
 */
function oneFieldHostile(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const plain = plainValue(schema) as Record<string, unknown>;
  const names = Object.keys(schema.properties ?? {});
  if (!names.length) return fc.constant(plain);
  return fc
    .constantFrom(...names)
    .chain((name) =>
      fc
        .oneof(hostileString, schemaValue(schema.properties?.[name] ?? {}, name))
        .map((value) => ({ ...plain, [name]: value })),
    );
}

/** JSON nested deeper than any schema: recursive parsers and validators overflow the stack. */
function deepJson(schema: JsonSchema): fc.Arbitrary<string> {
  const names = Object.keys(schema.properties ?? {});
  return fc
    .record({
      depth: fc.constantFrom(64, 1_000, 10_000, 100_000),
      arrays: fc.boolean(),
      // Inside a known property as well as at the top: a validator walks only what it knows.
      field: fc.option(fc.constantFrom(...(names.length ? names : ['a'])), { nil: undefined }),
    })
    .map(({ depth, arrays, field }) => {
      const deep = arrays
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      return field === undefined ? deep : `{${JSON.stringify(field)}:${deep}}`;
    });
}

/** Adds `__proto__` and `constructor` keys as JSON text (an object literal would drop them). */
function withProtoKeys(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  const injected =
    '"__proto__":{"role":"admin","polluted":true},"constructor":{"prototype":{"polluted":true}}';
  return text.startsWith('{') ? `{${injected}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${injected}}`;
}

/** A body of about `size` bytes whose first string property carries the bulk. */
function hugeJson(schema: JsonSchema, size: number): string {
  const name = Object.keys(schema.properties ?? {})[0] ?? 'a';
  return JSON.stringify({ [name]: 'x'.repeat(size) });
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const PDF_HEAD = '%PDF-1.4\n';
const RESUME_LIMIT = 5 * 1024 * 1024;

function fileFieldOf(schema: JsonSchema): string {
  return Object.entries(schema.properties ?? {}).find(([, p]) => p.format === 'binary')?.[0] ?? 'file';
}

function multipartBody(schema: JsonSchema): fc.Arbitrary<GeneratedBody> {
  const fileField = fileFieldOf(schema);
  const fileName = fc.oneof(
    fc.constantFrom('resume.pdf', 'r\u00e9sum\u00e9.pdf', '../../etc/passwd', 'a"b.pdf', ''),
    hostileString,
  );
  const content = fc.oneof(
    fc.string({ maxLength: 200 }).map((text) => Buffer.from(PDF_HEAD + text)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(RESUME_LIMIT + 1, 0x20)])),
  );
  const part = fc
    .record({
      field: fc.oneof({ weight: 4, arbitrary: fc.constant(fileField) }, hostileString),
      fileName,
      type: fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', '', 'x/\u0000'),
      content,
    })
    .map(({ field, fileName: name, type, content: bytes }) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
            (type ? `Content-Type: ${type}\r\n` : '') +
            '\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
    );
  const field = fc
    .tuple(hostileString, hostileString)
    .map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  return fc
    .record({
      parts: fc.array(fc.oneof({ weight: 3, arbitrary: part }, field), { minLength: 0, maxLength: 3 }),
      closed: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false)),
      contentType: fc.constantFrom(
        `multipart/form-data; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary="${BOUNDARY}"`,
        'multipart/form-data; boundary=other',
        'multipart/form-data',
        'multipart/mixed; boundary=' + BOUNDARY,
      ),
    })
    .map(({ parts, closed, contentType }) => ({
      bytes: Buffer.concat([...parts, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]),
      contentType,
    }));
}

/** Header values node:http accepts (tab, printable ASCII, Latin-1), everything else generated. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

function headers(credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  const cookie = fc.oneof(
    { weight: 8, arbitrary: fc.constant(credentials.cookie) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'hr_access=garbage',
          'hr_access=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
          'hr_refresh=%FF%00',
          'csrf=%',
          '=;;;=',
          'a',
          `hr_access=${'x'.repeat(3_000)}`,
        )
        .map((extra) => [credentials.cookie, extra].filter(Boolean).join('; ')),
    },
    { weight: 1, arbitrary: headerText },
  );
  const csrf = fc.oneof(
    { weight: credentials.csrfToken ? 8 : 0, arbitrary: fc.constant(credentials.csrfToken) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerText },
  );
  return fc
    .record({
      cookie,
      'x-csrf-token': csrf,
      accept: fc.constantFrom(
        undefined,
        'application/json',
        '*/*',
        'text/html',
        'application/xml',
        'text/csv',
        ';q=x',
      ),
      'accept-encoding': fc.constantFrom(
        undefined,
        'gzip',
        'br',
        'deflate',
        '*',
        'identity;q=0',
        'gzip;q=abc',
        'x',
      ),
      'x-request-id': fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('', 'fuzz-1', 'a'.repeat(1_000), '../../x', '{"$ne":1}', '\u00ff\u00fe'),
        },
        { weight: 1, arbitrary: headerText },
      ),
      'x-forwarded-for': fc.constantFrom(undefined, undefined, '::1, 999.1.1.1', 'garbage'),
    })
    .map((values) =>
      Object.fromEntries(
        Object.entries(values).filter(
          (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
        ),
      ),
    );
}

/**
 * A readable counterexample: request line, headers and a body preview. The session's own cookies
 * and CSRF token are named, not printed.
 */
function describeRequest(request: FuzzRequest, credentials?: Credentials): string {
  const preview = (value: string) =>
    value.length > 300 ? `${value.slice(0, 300)}… (${value.length} chars)` : value;
  const headerLines = Object.entries(request.headers)
    .filter(([name]) => name !== 'cookie' && name !== 'x-csrf-token')
    .map(([name, value]) => `${name}: ${JSON.stringify(preview(value))}`);
  const body =
    request.body === undefined
      ? '(no body)'
      : `body ${request.body.length} bytes: ${JSON.stringify(preview(request.body.toString('latin1')))}`;
  return [
    `${request.method} ${preview(request.path)}`,
    ...headerLines,
    `cookie: ${describeSecret(request.headers.cookie, credentials?.cookie, preview)}`,
    `x-csrf-token: ${describeSecret(request.headers['x-csrf-token'], credentials?.csrfToken, preview)}`,
    body,
  ].join('\n  ');
}

function describeSecret(
  sent: string | undefined,
  own: string | undefined,
  preview: (value: string) => string,
): string {
  if (sent === undefined) return '(none)';
  if (own && sent === own) return "(the session's own)";
  if (own && sent.startsWith(own))
    return `(the session's own)${JSON.stringify(preview(sent.slice(own.length)))}`;
  return JSON.stringify(preview(sent));
}
