import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { TIdentityEnv } from '../config/env.js';

/** Six random digits from the system's CSPRNG ("000000"–"999999", each equally likely). */
export function generateVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored instead of a code. A code has a million values, so a plain SHA-256 of it would be
 * reversed by hashing them all; an HMAC under PHONE_CODE_HMAC_KEY (in identity's settings, never in
 * the database) cannot be tried without the key. The user and the number are part of what is
 * signed, so a stored hash is good for that user's code to that number only.
 */
@Injectable()
export class VerificationCodeHasher {
  private readonly key: string;

  constructor(@Inject(SERVICE_CONFIG) config: TIdentityEnv) {
    this.key = config.PHONE_CODE_HMAC_KEY;
  }

  hash(code: { userId: string; phone: string; code: string }): string {
    return createHmac('sha256', this.key)
      .update(`${code.userId}\n${code.phone}\n${code.code}`, 'utf8')
      .digest('hex');
  }

  /** Compared in constant time, so the answer's timing says nothing about how close a guess was. */
  matches(storedHash: string, code: { userId: string; phone: string; code: string }): boolean {
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.hash(code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
