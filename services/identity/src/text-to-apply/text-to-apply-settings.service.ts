import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  PhoneVerificationRequestedEvent,
  type GetTextToApplySettingsRpc,
  type RequestPhoneVerificationCodeRpc,
  type SetSmsUpdatesRpc,
  type SetTextToApplyPhoneRpc,
  type TErrorCode,
  type TTextToApplySettings,
  type VerifyPhoneRpc,
} from '@hirerelay/contracts';
import { isRunningSubscription, isSmsCountryAllowed, mayUseAccount } from '@hirerelay/domain';
import {
  enqueueEvent,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import { BillingCopyRepository } from '../billing-copy/billing-copy.repository.js';
import type { TIdentityEnv } from '../config/env.js';
import { Transactions, type Tx } from '../database.js';
import { PhoneVerificationRepository } from './phone-verification.repository.js';
import {
  CODE_TTL_MS,
  CODES_WINDOW_MS,
  codeStateOf,
  MAX_CODE_ATTEMPTS,
  minutesUntil,
  NUMBER_DAY_MS,
  numberLimit,
  resendLimit,
  secondsUntil,
} from './phone-verification.rules.js';
import { settingsOf } from './text-to-apply.mapper.js';
import { TextToApplyRepository, type TextToApplyStateRecord } from './text-to-apply.repository.js';
import { generateVerificationCode, VerificationCodeHasher } from './verification-code.service.js';

type Settings = Promise<TTextToApplySettings>;

const userNotFound = () => new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);
const forbidden = () => new AppError(ErrorCode.Forbidden, IdentityMessages.forbidden);
const refusal = (code: TErrorCode, message: string, field: 'phone' | 'code') =>
  new AppError(code, message, { [field]: message });

/**
 * The text-to-apply section of Settings: the user's number (E.164), its proof by a texted 6-digit
 * code, and SMS updates on/off. Every change locks the user's row first, so one user's requests
 * take turns; the time is read once per request, in the service, so the rules see one instant.
 */
@Injectable()
export class TextToApplySettingsService {
  constructor(
    private readonly accounts: TextToApplyRepository,
    private readonly codes: PhoneVerificationRepository,
    private readonly hasher: VerificationCodeHasher,
    private readonly billing: BillingCopyRepository,
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: TIdentityEnv,
  ) {}

  async getSettings({ userId }: RpcInput<typeof GetTextToApplySettingsRpc>): Settings {
    const now = new Date();
    const [account, latest, recent] = await Promise.all([
      this.accounts.findState(userId),
      this.codes.latest(userId),
      this.codes.recentRequestTimes(userId, new Date(now.getTime() - CODES_WINDOW_MS)),
    ]);
    if (!account) throw userNotFound();
    return settingsOf(account, latest, recent, now);
  }

  /**
   * A different number replaces the old one unverified (blank: none); the same number changes
   * nothing. A number another account has verified is refused: texts from it import for them, and
   * so is one outside the countries texts may go to (SMS_ALLOWED_COUNTRIES).
   */
  async setPhone({ userId, phone }: RpcInput<typeof SetTextToApplyPhoneRpc>): Settings {
    const now = new Date();
    return this.transactions.run(async (tx) => {
      const account = await this.lockForChange(tx, userId);
      if (account.smsPhone === phone) return this.settingsInTx(tx, userId, account, now);
      if (phone !== null) this.checkCountry(phone);
      if (phone !== null && (await this.accounts.isVerifiedByAnother(tx, phone, userId))) {
        throw refusal(ErrorCode.Conflict, IdentityMessages.phoneVerifiedElsewhere, 'phone');
      }
      await this.accounts.setPhone(tx, userId, phone);
      return this.settingsInTx(tx, userId, { ...account, smsPhone: phone, smsPhoneVerifiedAt: null }, now);
    });
  }

  /**
   * Texts a new code to the unverified number: the code's HMAC and the event notifications texts
   * it from are written in one transaction. The new code replaces any earlier one (only the latest
   * counts). Only for accounts with a running subscription (active, trialing, past due: identity's
   * read copy of billing) and numbers in the allowed countries. Limited per user, once a minute and
   * five times an hour, whatever the number; and per number, whatever the account
   * (PHONE_CODES_PER_NUMBER_PER_HOUR / _PER_DAY, under a lock on the number).
   */
  async requestCode({ userId }: RpcInput<typeof RequestPhoneVerificationCodeRpc>): Settings {
    const now = new Date();
    const settings = await this.transactions.run(async (tx) => {
      const account = await this.lockForChange(tx, userId);
      const phone = await this.unverifiedPhoneOf(tx, userId, account);
      this.checkCountry(phone);
      const billing = await this.billing.find(userId, tx);
      if (!isRunningSubscription(billing?.subscriptionStatus ?? null)) {
        throw new AppError(ErrorCode.Forbidden, IdentityMessages.codeNeedsSubscription);
      }
      const recent = await this.codes.recentRequestTimesInTx(
        tx,
        userId,
        new Date(now.getTime() - CODES_WINDOW_MS),
      );
      const limit = resendLimit(recent, now);
      if (limit) {
        throw new AppError(
          ErrorCode.RateLimited,
          limit.reason === 'interval'
            ? IdentityMessages.codeResendTooSoon(secondsUntil(limit.allowedAt, now))
            : IdentityMessages.codeHourlyLimit(minutesUntil(limit.allowedAt, now)),
        );
      }
      await this.checkNumberLimit(tx, phone, now);
      const code = generateVerificationCode();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      await this.codes.create(tx, {
        userId,
        phone,
        codeHash: this.hasher.hash({ userId, phone, code }),
        createdAt: now,
        expiresAt,
      });
      await enqueueEvent(tx, 'identity', PhoneVerificationRequestedEvent, {
        userId,
        phone,
        code,
        expiresAt: expiresAt.toISOString(),
      });
      return this.settingsInTx(tx, userId, account, now);
    });
    this.relay.kick();
    return settings;
  }

  /**
   * The latest code texted to the current number: right → the number is verified and the code used
   * up; wrong → one attempt spent (kept), and the message says how many are left. A code is dead
   * after MAX_CODE_ATTEMPTS wrong tries or CODE_TTL_MS. When two accounts verify one number at
   * once, the unique index lets one win; the other is told the number is taken.
   */
  async verify({ userId, code }: RpcInput<typeof VerifyPhoneRpc>): Settings {
    const now = new Date();
    const outcome = await this.transactions.run(async (tx) => {
      const account = await this.lockForChange(tx, userId);
      const phone = await this.unverifiedPhoneOf(tx, userId, account);
      const latest = await this.codes.latestInTx(tx, userId);
      const state = codeStateOf(latest, phone, now);
      if (state.kind === 'none')
        throw refusal(ErrorCode.Validation, IdentityMessages.codeNotRequested, 'code');
      if (state.kind === 'expired') throw refusal(ErrorCode.Validation, IdentityMessages.codeExpired, 'code');
      if (state.kind === 'used-up') {
        throw refusal(ErrorCode.Validation, IdentityMessages.codeAttemptsUsedUp, 'code');
      }
      // codeStateOf found a pending code, so there is a latest row.
      const pending = latest!;
      if (!this.hasher.matches(pending.codeHash, { userId, phone, code })) {
        const attempts = await this.codes.recordWrongAttempt(tx, pending.id);
        return { kind: 'wrong' as const, attemptsLeft: MAX_CODE_ATTEMPTS - attempts };
      }
      if ((await this.accounts.markVerified(tx, userId, now)) === 'number-taken') {
        throw refusal(ErrorCode.Conflict, IdentityMessages.phoneVerifiedElsewhere, 'phone');
      }
      await this.codes.consume(tx, pending.id, now);
      return {
        kind: 'verified' as const,
        settings: await this.settingsInTx(tx, userId, { ...account, smsPhoneVerifiedAt: now }, now),
      };
    });
    // Thrown after the commit, so the wrong attempt counts.
    if (outcome.kind === 'wrong') {
      throw refusal(ErrorCode.Validation, IdentityMessages.codeWrong(outcome.attemptsLeft), 'code');
    }
    return outcome.settings;
  }

  /** SMS updates on/off: the account's SMS consent, which GetSmsContactRpc answers. */
  async setSmsUpdates({ userId, enabled }: RpcInput<typeof SetSmsUpdatesRpc>): Settings {
    const now = new Date();
    return this.transactions.run(async (tx) => {
      const account = await this.lockForChange(tx, userId);
      if (account.smsConsent !== enabled) await this.accounts.setSmsConsent(tx, userId, enabled);
      return this.settingsInTx(tx, userId, { ...account, smsConsent: enabled }, now);
    });
  }

  /** Numbers outside SMS_ALLOWED_COUNTRIES are never stored nor texted (toll fraud). */
  private checkCountry(phone: string): void {
    if (!isSmsCountryAllowed(phone, this.config.SMS_ALLOWED_COUNTRIES)) {
      throw refusal(
        ErrorCode.Validation,
        IdentityMessages.phoneCountryNotAllowed(this.config.SMS_ALLOWED_COUNTRIES),
        'phone',
      );
    }
  }

  /**
   * The number's own limit across accounts. Locks the number first, so the check and the new code
   * of concurrent requests for it (several accounts at once) happen one after another.
   */
  private async checkNumberLimit(tx: Tx, phone: string, now: Date): Promise<void> {
    const limits = {
      perHour: this.config.PHONE_CODES_PER_NUMBER_PER_HOUR,
      perDay: this.config.PHONE_CODES_PER_NUMBER_PER_DAY,
    };
    await this.codes.lockNumber(tx, phone);
    const recent = await this.codes.numberRequestTimesInTx(
      tx,
      phone,
      new Date(now.getTime() - NUMBER_DAY_MS),
      Math.max(limits.perHour, limits.perDay),
    );
    const allowedAt = numberLimit(recent, now, limits);
    if (allowedAt) {
      throw new AppError(
        ErrorCode.RateLimited,
        IdentityMessages.codeNumberLimit(minutesUntil(allowedAt, now)),
      );
    }
  }

  /** Text-to-apply is for applicants: staff and cancelled accounts change nothing here. */
  private async lockForChange(tx: Tx, userId: string): Promise<TextToApplyStateRecord> {
    const account = await this.accounts.lockState(tx, userId);
    if (!account) throw userNotFound();
    if (account.role !== 'user' || !mayUseAccount(account.status)) throw forbidden();
    return account;
  }

  /** The number a code is for: there is one, it is not verified yet, and no other account has it. */
  private async unverifiedPhoneOf(tx: Tx, userId: string, account: TextToApplyStateRecord): Promise<string> {
    const phone = account.smsPhone;
    if (phone === null) throw refusal(ErrorCode.Validation, IdentityMessages.phoneMissing, 'phone');
    if (account.smsPhoneVerifiedAt)
      throw refusal(ErrorCode.Conflict, IdentityMessages.phoneAlreadyVerified, 'phone');
    if (await this.accounts.isVerifiedByAnother(tx, phone, userId)) {
      throw refusal(ErrorCode.Conflict, IdentityMessages.phoneVerifiedElsewhere, 'phone');
    }
    return phone;
  }

  private async settingsInTx(tx: Tx, userId: string, account: TextToApplyStateRecord, now: Date): Settings {
    const latest = await this.codes.latestInTx(tx, userId);
    const recent = await this.codes.recentRequestTimesInTx(
      tx,
      userId,
      new Date(now.getTime() - CODES_WINDOW_MS),
    );
    return settingsOf(account, latest, recent, now);
  }
}
