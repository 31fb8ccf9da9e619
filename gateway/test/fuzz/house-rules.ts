import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode } from '@hirerelay/contracts';
import { z } from 'zod';
import type { Answer } from './send.js';

/** `{ "error": { code, message, fields? } }` and nothing else: what every 4xx must look like. */
const ZClientErrorBody = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.values(ErrorCode) as [string, ...string[]]),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Security headers the gateway is known to set (helmet's and our own), checked if it sends them. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Headers that differ per response: present and non-empty is all that can be asked. */
const PER_RESPONSE_HEADERS = ['x-request-id'];

/**
 * The security headers of a normal response, which every other response must repeat. The floor
 * (nosniff, a CSP that forbids framing, a request id) is required even if the baseline lost it.
 */
export function securityBaseline(normal: IncomingHttpHeaders): Map<string, string> {
  const baseline = new Map<string, string>();
  for (const name of SECURITY_HEADERS) {
    const value = normal[name];
    if (typeof value === 'string') baseline.set(name, value);
  }
  const missing = [
    baseline.get('x-content-type-options') === 'nosniff' ? undefined : 'x-content-type-options: nosniff',
    /frame-ancestors/.test(baseline.get('content-security-policy') ?? '') || baseline.has('x-frame-options')
      ? undefined
      : 'content-security-policy with frame-ancestors, or x-frame-options',
    typeof normal['x-request-id'] === 'string' ? undefined : 'x-request-id',
  ].filter(Boolean);
  if (missing.length) throw new Error(`a normal response lacks security headers: ${missing.join(', ')}`);
  return baseline;
}

export interface RuleContext {
  /** Only the health routes may answer 503 (a part of the system is down) by design. */
  mayBeUnavailable: boolean;
  baseline: Map<string, string>;
}

/** Every way an answer breaks the house rules; empty when it keeps them all. */
export function breaches(answer: Answer, context: RuleContext): string[] {
  if (answer.closedEarly) return [];
  const problems: string[] = [];
  const { status, headers } = answer;
  if (status >= 500 && !(status === 503 && context.mayBeUnavailable)) problems.push(`server error ${status}`);
  if (status >= 400 && status < 500) problems.push(...errorShapeProblems(answer));
  const missing = [...context.baseline.keys(), ...PER_RESPONSE_HEADERS].filter((name) => !headers[name]);
  if (missing.length) problems.push(`security headers missing: ${missing.join(', ')}`);
  for (const [name, expected] of context.baseline) {
    if (headers[name] && headers[name] !== expected)
      problems.push(
        `header ${name} is ${JSON.stringify(headers[name])}, expected ${JSON.stringify(expected)}`,
      );
  }
  return problems;
}

function errorShapeProblems({ headers, body }: Answer): string[] {
  const contentType = headers['content-type'] ?? '';
  if (!/^application\/json\b/.test(contentType))
    return [`error answer is ${contentType || 'untyped'}, not JSON`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return ['error answer is not valid JSON'];
  }
  const result = ZClientErrorBody.safeParse(parsed);
  return result.success
    ? []
    : [`error body is not { error: { code, message, fields? } }: ${result.error.issues[0]?.message}`];
}

/** Status, the headers that matter and a body preview, for a failure message. */
export function describeAnswer(answer: Answer): string {
  if (answer.closedEarly) return 'connection closed while the body was being sent';
  const text = answer.body.toString('utf8');
  const preview = text.length > 500 ? `${text.slice(0, 500)}… (${answer.body.length} bytes)` : text;
  return `${answer.status} ${answer.headers['content-type'] ?? '(no content-type)'} ${preview}`;
}
