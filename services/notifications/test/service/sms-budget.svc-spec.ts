import { randomUUID } from 'node:crypto';
import {
  listMail,
  listTexts,
  signedIncomingText,
  uniquePhone,
  waitFor,
  type MailMessage,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityTextToApplyClient } from '../../src/clients/identity-text-to-apply.client.js';
import { Clock } from '../../src/clock/clock.service.js';
import { InboundSmsService } from '../../src/sms/inbound-sms.service.js';
import { PhoneVerificationSmsService } from '../../src/sms/phone-verification-sms.service.js';
import { SmsAllowance } from '../../src/sms/sms-allowance.service.js';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';

/*
 * The daily SMS budget (SMS pumping), on a module of its own with a budget of three and a
 * hand-moved clock: texts and replies to incoming texts spend it; once spent nothing is texted,
 * each refusal is recorded, and the staff inbox hears of it exactly once; the next UTC day texts
 * again. Texts go to the test servers' Twilio stand-in, e-mail to their SMTP sink.
 */

const backing = inject('backing');
const APP_BASE_URL = 'https://app.hirerelay.test';
const WEBHOOK_URL = `${APP_BASE_URL}/api/webhooks/twilio/sms`;
const STAFF_EMAIL = `staff-${randomUUID().slice(0, 8)}@example.com`;
const BUDGET = 3;
const DAY_MS = 24 * 60 * 60_000;

class HandClock extends Clock {
  // Noon UTC of a day no other test uses, so the day cannot change under the test.
  current = new Date(Date.UTC(2031, 0, 1 + Math.floor(Math.random() * 3000), 12));
  now(): Date {
    return new Date(this.current);
  }
}
const clock = new HandClock();

let notifications: NotificationsModule;

beforeAll(async () => {
  notifications = await startNotificationsModule(
    {
      SMTP_HOST: backing.SMTP_HOST,
      SMTP_PORT: backing.SMTP_PORT,
      APP_BASE_URL,
      STAFF_EMAIL,
      SMS_DAILY_BUDGET: String(BUDGET),
    },
    [
      { provide: Clock, useValue: clock },
      {
        provide: IdentityTextToApplyClient,
        useValue: { findAccount: () => Promise.resolve(null), smsContact: () => Promise.resolve(null) },
      },
    ],
  );
});
afterAll(async () => {
  await notifications?.close();
});

const day = () => clock.now().toISOString().slice(0, 10);

/** A verification code event to `phone`, handled as the consumer does. */
const textCode = (phone: string) =>
  notifications.db.$transaction((tx) =>
    notifications.app.get(PhoneVerificationSmsService).send(
      tx,
      {
        userId: randomUUID(),
        phone,
        code: '904512',
        expiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
      },
      randomUUID(),
    ),
  );

/** An incoming HELP from `from`: answers the reply texted back (null: none). */
async function help(from: string): Promise<string | null> {
  const { params, signature } = signedIncomingText(WEBHOOK_URL, { from, body: 'HELP' });
  const { twiml } = await notifications.app
    .get(InboundSmsService)
    .receive({ url: WEBHOOK_URL, params, signature });
  return /<Message>([\s\S]*)<\/Message>/.exec(twiml)?.[1] ?? null;
}

const apiTexts = async (to: string) =>
  (await listTexts(backing.TWILIO_API_BASE, { to })).filter((text) => text.direction === 'outbound-api');

const sentRow = async (to: string) =>
  (await notifications.sql.query('SELECT status, reason FROM sent_sms WHERE "to" = $1', [to])).rows[0] as
    { status: string; reason: string | null } | undefined;

const staffMail = (): Promise<MailMessage[]> => listMail(backing.MAIL_INBOX_URL, STAFF_EMAIL);

describe('the daily SMS budget', () => {
  it('stops every text once spent, records each refusal, alerts staff once, and opens again the next day', async () => {
    // Two codes and one reply spend the three texts of the day.
    const [first, second, asker] = [uniquePhone(), uniquePhone(), uniquePhone()];
    await textCode(first);
    await textCode(second);
    expect(await help(asker)).toContain('HireRelay');
    expect(await apiTexts(first)).toHaveLength(1);
    expect(await apiTexts(second)).toHaveLength(1);

    // Spent: codes (several at once) and replies are refused and recorded, nothing reaches Twilio.
    const late = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    await Promise.all(late.map((phone) => textCode(phone)));
    const lateAsker = uniquePhone();
    expect(await help(lateAsker)).toBeNull();
    for (const phone of [...late, lateAsker]) expect(await apiTexts(phone)).toEqual([]);
    for (const phone of late) {
      expect(await sentRow(phone)).toEqual({
        status: 'suppressed',
        reason: 'not sent: the daily SMS budget (SMS_DAILY_BUDGET) is spent',
      });
    }
    const inbound = await notifications.sql.query(
      'SELECT outcome, reply FROM inbound_sms WHERE "from" = $1',
      [lateAsker],
    );
    expect(inbound.rows).toEqual([{ outcome: 'help', reply: null }]);
    expect(
      (
        await notifications.sql.query(
          `SELECT spent, refused, alerted_at IS NOT NULL AS alerted FROM sms_daily_spend WHERE day = $1::date`,
          [day()],
        )
      ).rows,
    ).toEqual([{ spent: BUDGET, refused: 5, alerted: true }]);

    // Staff hear of it once, however many texts were refused.
    await notifications.app.get(SmsAllowance).settled();
    const [alert, ...more] = await waitFor(async () => {
      const mail = await staffMail();
      return mail.length > 0 ? mail : undefined;
    });
    expect(more).toEqual([]);
    expect(alert!.subject).toBe(`Daily SMS budget spent for ${day()}`);
    expect(alert!.text).toContain(`HireRelay has used its ${String(BUDGET)} texts for ${day()} (UTC)`);
    await textCode(uniquePhone());
    await notifications.app.get(SmsAllowance).settled();
    expect(await staffMail()).toHaveLength(1);

    // The next UTC day has a budget of its own.
    clock.current = new Date(clock.current.getTime() + DAY_MS);
    const tomorrow = uniquePhone();
    await textCode(tomorrow);
    expect(await apiTexts(tomorrow)).toHaveLength(1);
    expect(await sentRow(tomorrow)).toMatchObject({ status: 'sent' });
  });
});
