import http from 'node:http';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readOperations } from './openapi-operations.js';
import { focusesOf, requestFor, type FuzzRequest } from './requests.js';

const operations = readOperations(fileURLToPath(new URL('../../openapi.json', import.meta.url)));
const context = {
  credentials: { cookie: 'hr_access=a.b.c; csrf=0123456789abcdef0123', csrfToken: '0123456789abcdef0123' },
  knownPathValues: { id: ['4b0a3c53-40a9-4e35-9a7e-6d1c43f5f0b1'] },
};

/** What node:http itself would refuse, which would be a harness failure, not the gateway's. */
function unsendable(request: FuzzRequest): string | undefined {
  if (!/^\/[\x21-\xff]*$/.test(request.path)) return `path ${JSON.stringify(request.path.slice(0, 80))}`;
  try {
    for (const [name, value] of Object.entries(request.headers)) {
      http.validateHeaderName(name);
      http.validateHeaderValue(name, value);
    }
  } catch (error) {
    return (error as Error).message;
  }
  const headerBytes = request.path.length + Object.values(request.headers).join('').length;
  // Node's server refuses a request line plus headers over 16 KB before any route runs.
  return headerBytes > 12_000 ? `request line and headers of ${headerBytes} bytes` : undefined;
}

describe('the fuzz tier’s OpenAPI walk', () => {
  it('finds every operation with its path parameters and body', () => {
    const byName = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
    expect(byName.get('POST /api/auth/signup')?.body?.kind).toBe('json');
    expect(byName.get('PUT /api/profile/resume')?.body?.kind).toBe('multipart');
    expect(byName.get('PATCH /api/admin/users/{id}')?.pathParameters.map((p) => p.name)).toEqual(['id']);
    expect(byName.get('GET /api/health')?.body).toBeUndefined();
    expect(operations.length).toBeGreaterThan(25);
  });

  it('generates only requests node:http can send, within the server’s size limits', () => {
    for (const operation of operations) {
      for (const focus of focusesOf(operation)) {
        const requests = fc.sample(requestFor(operation, context, focus), { numRuns: 60, seed: 1 });
        const problems = requests.map(unsendable).filter(Boolean);
        expect(problems, `${operation.method} ${operation.path}, ${focus}`).toEqual([]);
        expect(requests.every((r) => r.method === operation.method && r.path.startsWith('/api/'))).toBe(true);
      }
    }
    // About 5 s of sampling on one free core (every operation grows it): room for a busy machine.
  }, 60_000);
});
