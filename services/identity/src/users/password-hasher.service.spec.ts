import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.service.js';

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

  it('hashes and checks the NFKC form: composed or decomposed accents, full-width letters all match', async () => {
    const composed = 'caf\u00e9 au lait, s\u2019il vous pla\u00eet';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const stored = await hasher.hash(decomposed);
    expect(await hasher.verify(stored, composed)).toBe(true);
    expect(await hasher.verify(stored, decomposed)).toBe(true);

    const fullWidth = await hasher.hash('\uff30\uff41\uff53\uff53\uff57\uff4f\uff52\uff44 battery');
    expect(await hasher.verify(fullWidth, 'Password battery')).toBe(true);
  });

  it('still accepts a hash stored from the raw form before passwords were normalised', async () => {
    const raw = 'un-normalised \uff21\uff22\uff23 pass';
    expect(raw.normalize('NFKC')).not.toBe(raw);
    const legacy = await hash(raw);
    expect(await hasher.verify(legacy, raw)).toBe(true);
    expect(await hasher.verify(legacy, 'un-normalised ABX pass')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('not-a-hash', 'anything at all')).toBe(false);
  });

  it('spends a real verification for an unknown account and fails it', async () => {
    expect(await hasher.verifyAgainstNothing('anything at all')).toBe(false);
  });
});
