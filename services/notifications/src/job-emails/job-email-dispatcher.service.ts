import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import { IdentityUsersClient, type Recipient } from '../clients/identity-users.client.js';
import { Clock } from '../clock/clock.service.js';
import type { TNotificationsEnv } from '../config/env.js';
import { Transactions, type Tx } from '../database.js';
import { recipientDomain } from '../mail/email-send-error.util.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import { EMAIL_TRANSACTION_TIMEOUT_MS, type RenderedEmail } from '../mail/email-sender.service.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import {
  JOB_EMAIL_KINDS,
  ZMessagePayload,
  ZOverduePayload,
  ZReminderPayload,
  ZStatusPayload,
} from './job-email-kinds.types.js';
import {
  renderInterviewReminderEmail,
  renderJobOverdueEmail,
  renderStaffMessageEmail,
  renderStaffUnreadEmail,
  renderStatusChangedEmail,
  type JobEmailContext,
} from './job-email.template.js';
import { JobEmailSweeper } from './job-email-sweeper.service.js';
import { ScheduledEmailRepository, type ScheduledEmailRow } from './scheduled-email.repository.js';

/** E-mails looked at per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 100;
/** After a failed send: 30 s, 1 min, 2 min … at most 15 min. */
const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 15 * 60_000);

const ZAddress = z.email();

type Outcome = { send: RenderedEmail; to: string } | { skip: string };

/**
 * Sends the job e-mails that are due, each once: in one transaction per e-mail it locks the row
 * (SKIP LOCKED: replicas share the work), asks identity whom it goes to, sends it through
 * `EmailDelivery` (recorded in `sent_emails` under the row's id) and marks it sent. A failed send
 * rolls that back and postpones the row; an e-mail that can never go (no such user, a cancelled
 * account, a read that came first) is cancelled and recorded as not sent.
 */
@Injectable()
export class JobEmailDispatcherService implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly transactions: Transactions,
    private readonly emails: ScheduledEmailRepository,
    private readonly identity: IdentityUsersClient,
    private readonly delivery: EmailDelivery,
    private readonly clock: Clock,
    private readonly sweeper: JobEmailSweeper,
  ) {
    this.logger = logger.child({ component: 'job-email' });
  }

  onModuleInit(): void {
    this.sweeper.register(() => this.sendDue());
  }

  /** Sends every e-mail due now; returns how many went out. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (const id of await this.emails.dueIds(this.clock.now(), SWEEP_BATCH)) {
      try {
        if (await this.sendOne(id)) sent += 1;
      } catch (error) {
        const now = this.clock.now().getTime();
        await this.emails.postpone(id, (attempts) => new Date(now + retryDelayMs(attempts)));
        this.logger.warn({ scheduledEmailId: id, err: error }, 'job e-mail not sent; trying again later');
      }
    }
    return sent;
  }

  private sendOne(id: string): Promise<boolean> {
    return this.transactions.run(
      async (tx) => {
        const now = this.clock.now();
        const row = await this.emails.claimDue(tx, id, now);
        if (!row) return false;
        const context = { scheduledEmailId: row.id, kind: row.kind, jobId: row.jobId };
        const outcome = await this.prepare(tx, row);
        if ('skip' in outcome) {
          await this.emails.settle(tx, row.id, 'cancelled', now);
          this.logger.info({ ...context, reason: outcome.skip }, 'job e-mail not sent');
          return false;
        }
        const record: SentEmailRecord = {
          kind: row.kind,
          to: outcome.to,
          subject: outcome.send.subject,
          eventId: row.id,
        };
        await this.delivery.sendAndRecord(tx, {
          email: { to: outcome.to, ...outcome.send, key: `job-email.${row.id}` },
          record,
          logContext: context,
        });
        await this.emails.settle(tx, row.id, 'sent', now);
        this.logger.info({ ...context, recipientDomain: recipientDomain(outcome.to) }, 'job e-mail sent');
        return true;
      },
      { timeoutMs: EMAIL_TRANSACTION_TIMEOUT_MS },
    );
  }

  /** The e-mail and its recipient, or why it will not be sent (recorded for a user's e-mail). */
  private async prepare(tx: Tx, row: ScheduledEmailRow): Promise<Outcome> {
    const context: JobEmailContext = { appBaseUrl: this.config.APP_BASE_URL, jobId: row.jobId };
    const owner = await this.identity.recipient(row.ownerId);

    if (row.kind === JOB_EMAIL_KINDS.staffUnread) {
      const message = ZMessagePayload.parse(row.payload);
      const staffRead = (await this.emails.readMark(tx, row.jobId)).staff;
      if (staffRead && staffRead >= new Date(message.messageAt)) return { skip: 'staff read it in time' };
      const to = this.config.STAFF_EMAIL ?? this.config.SUPPORT_EMAIL;
      return { to, send: renderStaffUnreadEmail(context, message, owner?.fullName || 'A user') };
    }

    if (row.kind === JOB_EMAIL_KINDS.jobOverdue) {
      const overdue = ZOverduePayload.parse(row.payload);
      // The assignee while they are an active member with an address; else staff's inbox.
      const assignee = overdue.assigneeId ? await this.identity.recipient(overdue.assigneeId) : null;
      const to =
        assignee && assignee.status !== 'cancelled' && ZAddress.safeParse(assignee.email).success
          ? assignee.email
          : (this.config.STAFF_EMAIL ?? this.config.SUPPORT_EMAIL);
      return {
        to,
        send: renderJobOverdueEmail(context, overdue, owner?.fullName || owner?.email || 'A user'),
      };
    }

    const refusal = await this.ownerRefusal(tx, row, owner);
    if (refusal) return { skip: refusal };
    const to = owner!.email;
    switch (row.kind) {
      case JOB_EMAIL_KINDS.staffMessage: {
        const message = ZMessagePayload.parse(row.payload);
        const ownerRead = (await this.emails.readMark(tx, row.jobId)).owner;
        if (ownerRead && ownerRead >= new Date(message.messageAt))
          return { skip: 'the user read it in the app' };
        return { to, send: renderStaffMessageEmail(context, message) };
      }
      case JOB_EMAIL_KINDS.statusChanged:
        return { to, send: renderStatusChangedEmail(context, ZStatusPayload.parse(row.payload)) };
      case JOB_EMAIL_KINDS.interviewReminder:
        return { to, send: renderInterviewReminderEmail(context, ZReminderPayload.parse(row.payload)) };
    }
  }

  /** Why the owner cannot get it; recorded in `sent_emails` as not sent (retrying cannot help). */
  private async ownerRefusal(
    tx: Tx,
    row: ScheduledEmailRow,
    owner: Recipient | null,
  ): Promise<string | undefined> {
    const reason = !owner
      ? 'not sent: the user no longer exists'
      : owner.status === 'cancelled'
        ? 'not sent: the account is cancelled'
        : !ZAddress.safeParse(owner.email).success
          ? 'not sent: the recipient is not a valid e-mail address'
          : undefined;
    if (reason) {
      const record = {
        kind: row.kind,
        to: owner?.email ?? '(unknown)',
        subject: '(not rendered)',
        eventId: row.id,
      };
      await this.delivery.recordNotSent(tx, record, reason);
    }
    return reason;
  }
}
