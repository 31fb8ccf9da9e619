import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normalizePassword } from '@hirerelay/domain';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id password hashes. The library's defaults are the argon2id variant with OWASP's
 * recommended cost (19 MiB, 2 passes, 1 lane); a unit test pins the variant.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  /** Hashes the NFKC form, so the same password typed on another keyboard or OS still matches. */
  hash(password: string): Promise<string> {
    return hash(normalizePassword(password));
  }

  /**
   * Checks the NFKC form first. Hashes stored before passwords were normalised are of the raw
   * text: when the password is not NFKC-stable and the normal form does not match, the raw form
   * is tried too, so those accounts still sign in. (The extra check depends only on what was
   * typed, never on the account, so it reveals nothing about which accounts exist.)
   */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    const normalized = normalizePassword(password);
    if (await this.matches(passwordHash, normalized)) return true;
    return normalized !== password && this.matches(passwordHash, password);
  }

  private async matches(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash matches nothing; it must not turn a login into a 500.
      return false;
    }
  }

  /**
   * Spends the same work as a real check, for an address without an account, so response time
   * does not tell an attacker which addresses are registered.
   */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
