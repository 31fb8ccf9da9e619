import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GatewayMessages, tooManyAttemptsMessage } from './gateway.messages.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = path.join(SRC, 'common/gateway.messages.ts');

/** The gateway's own sources (not tests, not the table itself). */
function sources(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => path.join(SRC, file))
    .filter((file) => file !== TABLE)
    .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));
}

describe('the gateway message table', () => {
  it('is the only place a gateway message is written', () => {
    const copies = sources().flatMap(({ file, text }) =>
      Object.values(GatewayMessages)
        .filter((message) => text.includes(`'${message}'`) || text.includes(`"${message}"`))
        .map((message) => `${file}: ${message}`),
    );
    expect(copies).toEqual([]);
  });

  it('is where every error the gateway raises takes its text from (never a literal)', () => {
    const literals = sources().flatMap(({ file, text }) =>
      [...text.matchAll(/new AppError\(\s*ErrorCode\.\w+,\s*['"`]/g)].map(() => file),
    );
    expect(literals).toEqual([]);
  });
});

describe('the rate-limit refusal', () => {
  it('names the wait its Retry-After gives, rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in a minute.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in a minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(2_400)).toBe('Too many attempts. Please try again in 40 minutes.');
    expect(tooManyAttemptsMessage(5_400)).toBe('Too many attempts. Please try again in 90 minutes.');
    expect(tooManyAttemptsMessage(5_401)).toBe('Too many attempts. Please try again in 2 hours.');
    expect(tooManyAttemptsMessage(86_400)).toBe('Too many attempts. Please try again in 24 hours.');
  });
});
