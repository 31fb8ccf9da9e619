import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  NotificationsMessages,
  ZE164Phone,
  type ReceiveInboundSmsRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { mayUseAccount } from '@hirerelay/domain';
import { LOGGER, SERVICE_CONFIG, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import twilio from 'twilio';
import { IdentityTextToApplyClient } from '../clients/identity-text-to-apply.client.js';
import { JobsImportClient } from '../clients/jobs-import.client.js';
import type { TNotificationsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { InboundSmsRepository, type InboundSmsRecord } from './inbound-sms.repository.js';
import { SmsAllowance } from './sms-allowance.service.js';
import { SmsOptOutRepository } from './sms-opt-out.repository.js';
import { firstLink, inboundKeyword, smsTexts, twimlReply, type SmsLinks } from './sms-texts.template.js';

/** What a text is taken as, before the opt-out state decides whether its reply is sent. */
type Decision = Omit<InboundSmsRecord, 'messageSid' | 'from'>;

/** The same MessageSid was recorded while this one was being handled: answer that one's reply. */
class AlreadyRecorded extends Error {}

/**
 * Texts to the HireRelay number (Twilio's webhook, through the gateway). The signature is checked
 * first with the auth token only this service holds; each MessageSid is handled once and its reply
 * kept, so a replay answers the same TwiML and does nothing again. STOP and its synonyms opt the
 * number out (confirmed once), START opts it back in, HELP answers the support address and site;
 * otherwise a verified number's first link is imported through jobs' one import path and the reply
 * says how it went. Nothing is ever texted back to a number that opted out, nor to one outside the
 * allowed countries or once the day's SMS budget is spent (`SmsAllowance`: a reply is a text too).
 */
@Injectable()
export class InboundSmsService {
  private readonly logger: Logger;
  private readonly links: SmsLinks;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly transactions: Transactions,
    private readonly inbound: InboundSmsRepository,
    private readonly optOuts: SmsOptOutRepository,
    private readonly identity: IdentityTextToApplyClient,
    private readonly jobs: JobsImportClient,
    private readonly allowance: SmsAllowance,
  ) {
    this.logger = logger.child({ component: 'inbound-sms' });
    this.links = { appBaseUrl: config.APP_BASE_URL, supportEmail: config.SUPPORT_EMAIL };
  }

  async receive({
    url,
    params,
    signature,
  }: RpcInput<typeof ReceiveInboundSmsRpc>): Promise<RpcReply<typeof ReceiveInboundSmsRpc>> {
    if (!twilio.validateRequest(this.config.TWILIO_AUTH_TOKEN, signature, url, params)) {
      throw new AppError(ErrorCode.Validation, NotificationsMessages.invalidSmsSignature);
    }
    const messageSid = params.MessageSid ?? '';
    const from = params.From ?? '';
    // Signed by Twilio yet not a text (a status callback posted to the wrong URL): nothing to do.
    if (!/^(SM|MM)[0-9a-zA-Z]{32}$/.test(messageSid) || !ZE164Phone.safeParse(from).success) {
      return { twiml: twimlReply(null) };
    }
    const previous = await this.inbound.findReply(messageSid);
    if (previous) return { twiml: twimlReply(previous.reply) };
    try {
      return { twiml: twimlReply(await this.handle(messageSid, from, params.Body ?? '')) };
    } catch (error) {
      if (!(error instanceof AlreadyRecorded)) throw error;
      return { twiml: twimlReply((await this.inbound.findReply(messageSid))?.reply ?? null) };
    }
  }

  /** Handles one new text and records it; answers the reply to send (null: none). */
  private async handle(messageSid: string, from: string, body: string): Promise<string | null> {
    const keyword = inboundKeyword(body);
    if (keyword === 'stop' || keyword === 'start')
      return this.switchTexts(messageSid, from, keyword === 'stop');
    const decision: Decision =
      keyword === 'help'
        ? { outcome: 'help', reply: smsTexts.help(this.links) }
        : await this.textToApply(messageSid, from, body);
    const reply = await this.transactions.run(async (tx) => {
      const reply = (await this.optOuts.isOptedOut(tx, from))
        ? null
        : await this.allowed(decision.reply, from, messageSid);
      if (!(await this.inbound.record(tx, { ...decision, messageSid, from, reply })))
        throw new AlreadyRecorded();
      return reply;
    });
    this.logger.info(
      { messageSid, outcome: decision.outcome, replied: reply !== null },
      'incoming text handled',
    );
    return reply;
  }

  /** STOP (confirmed the first time only: a second STOP gets no reply) or START. */
  private switchTexts(messageSid: string, from: string, stop: boolean): Promise<string | null> {
    return this.transactions.run(async (tx) => {
      const wasOptedOut = await this.optOuts.set(tx, from, stop);
      const reply = await this.allowed(
        stop ? (wasOptedOut ? null : smsTexts.stopped()) : smsTexts.started(),
        from,
        messageSid,
      );
      const record = { messageSid, from, outcome: stop ? 'stop' : 'start', reply } as const;
      // A concurrent replay recorded it first: roll this back and answer its reply.
      if (!(await this.inbound.record(tx, record))) throw new AlreadyRecorded();
      this.logger.info(
        { messageSid, outcome: record.outcome, replied: reply !== null },
        'incoming text handled',
      );
      return reply;
    });
  }

  /** The reply, unless the allowed countries or the day's budget forbid texting it (then null). */
  private async allowed(reply: string | null, from: string, messageSid: string): Promise<string | null> {
    if (reply === null) return null;
    return (await this.allowance.refusal(from, { messageSid, kind: 'reply' })) ? null : reply;
  }

  /**
   * A job link from a verified number is imported for its account; anything else is explained. The
   * MessageSid is the import's idempotency key: Twilio's retry of a text whose import committed but
   * whose record did not (this process died between) answers that import again, not a duplicate.
   */
  private async textToApply(messageSid: string, from: string, body: string): Promise<Decision> {
    const account = await this.identity.findAccount(from);
    if (!account) return { outcome: 'unknown-number', reply: smsTexts.unknownNumber(this.links) };
    const userId = account.userId;
    if (!mayUseAccount(account.status))
      return { outcome: 'account-closed', userId, reply: smsTexts.accountClosed(this.links) };
    const link = firstLink(body);
    if (!link) return { outcome: 'no-link', userId, reply: smsTexts.noLink() };
    const result = await this.jobs.importJob(userId, link, messageSid);
    switch (result.kind) {
      case 'imported':
        return {
          outcome: 'imported',
          userId,
          link,
          jobId: result.job.id,
          reply: result.detailsNeeded
            ? smsTexts.importedUnread(this.links, result.job.id)
            : smsTexts.imported(this.links, {
                jobId: result.job.id,
                jobTitle: result.job.title,
                company: result.job.company,
              }),
        };
      case 'duplicate':
        return {
          outcome: 'duplicate',
          userId,
          link,
          jobId: result.jobId,
          reply: smsTexts.duplicate(this.links, result.jobId),
        };
      case 'refused':
        return {
          outcome: 'refused',
          userId,
          link,
          reply: smsTexts.refused(
            this.links,
            result.message,
            result.reason === 'subscription-inactive' ? 'subscription' : 'pricing',
          ),
        };
      case 'unreadable':
        return { outcome: 'unreadable-link', userId, link, reply: smsTexts.unreadableLink(this.links) };
    }
  }
}
