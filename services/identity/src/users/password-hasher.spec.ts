import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.js';

const hasher = new PasswordHasher();

describe('PasswordHasher', () => {
  it('hashes with argon2id and a fresh salt', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('correct horse battery');
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(stored, 'Correct horse battery')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('not-a-hash', 'anything at all')).toBe(false);
  });

  it('spends a real verification for an unknown account and fails it', async () => {
    expect(await hasher.verifyAgainstNothing('anything at all')).toBe(false);
  });
});
