import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { isSmsCountryAllowed, smsPhoneCountry } from '@hirerelay/domain';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { Clock } from '../clock/clock.service.js';
import type { TNotificationsEnv } from '../config/env.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import { SmsBudgetRepository } from './sms-budget.repository.js';
import { renderSmsBudgetSpentEmail } from './sms-budget-email.template.js';

export const COUNTRY_NOT_ALLOWED_REASON = 'not sent: the number is outside SMS_ALLOWED_COUNTRIES';
export const BUDGET_SPENT_REASON = 'not sent: the daily SMS budget (SMS_DAILY_BUDGET) is spent';

/**
 * The last word before any text leaves (Twilio's toll-fraud guidance against SMS pumping), event
 * texts and replies to incoming texts alike: a number outside SMS_ALLOWED_COUNTRIES is never
 * texted, whatever asks; otherwise one text of the UTC day's budget (SMS_DAILY_BUDGET) is spent,
 * and once it is gone nothing is texted until the next day. Every refusal is logged (the country,
 * never the number); the first refusal for the budget e-mails the staff inbox, once a day.
 */
@Injectable()
export class SmsAllowance implements OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly alerts = new Set<Promise<void>>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    private readonly budget: SmsBudgetRepository,
    private readonly emails: EmailDelivery,
    private readonly clock: Clock,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'sms-allowance' });
  }

  /**
   * null when a text to `to` may go out now (one text of the day's budget is then spent, whether
   * or not Twilio takes it); otherwise why not, as `sent_sms` records it.
   */
  async refusal(to: string, logContext: Record<string, unknown>): Promise<string | null> {
    if (!isSmsCountryAllowed(to, this.config.SMS_ALLOWED_COUNTRIES)) {
      this.logger.warn(
        { ...logContext, country: smsPhoneCountry(to) ?? 'unknown' },
        'text not sent: the number is outside the allowed countries',
      );
      return COUNTRY_NOT_ALLOWED_REASON;
    }
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    if (await this.budget.spend(day, this.config.SMS_DAILY_BUDGET)) return null;
    this.logger.warn(
      { ...logContext, day, budget: this.config.SMS_DAILY_BUDGET, country: smsPhoneCountry(to) ?? 'unknown' },
      'text not sent: the daily SMS budget is spent',
    );
    this.alertStaffOnce(day, now);
    return BUDGET_SPENT_REASON;
  }

  /** Waits for the alerts still being sent. */
  async settled(): Promise<void> {
    await Promise.all([...this.alerts]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /**
   * E-mails the staff inbox that the day's budget is spent, the first time only (the claim is one
   * conditional update, so concurrent refusals send one e-mail). Not awaited by the text being
   * refused (a reply to Twilio's webhook does not wait for SMTP); a failed e-mail gives the claim
   * back, so the next refusal tries again.
   */
  private alertStaffOnce(day: string, now: Date): void {
    const alert = (async () => {
      if (!(await this.budget.claimAlert(day, now))) return;
      const to = this.config.STAFF_EMAIL ?? this.config.SUPPORT_EMAIL;
      const email = renderSmsBudgetSpentEmail(day, this.config.SMS_DAILY_BUDGET);
      const eventId = randomUUID();
      try {
        await this.emails.sendNowAndRecord({
          email: { ...email, to, key: `sms-budget-spent.${day}` },
          record: { kind: 'sms_budget_spent', to, subject: email.subject, eventId },
          logContext: { day },
        });
        this.logger.warn({ day }, 'staff told that the daily SMS budget is spent');
      } catch (error) {
        this.logger.error({ day, err: error }, 'could not tell staff that the daily SMS budget is spent');
        await this.budget.releaseAlert(day);
      }
    })().catch((error: unknown) => {
      this.logger.error({ day, err: error }, 'could not alert staff about the daily SMS budget');
    });
    this.alerts.add(alert);
    void alert.finally(() => this.alerts.delete(alert));
  }
}
