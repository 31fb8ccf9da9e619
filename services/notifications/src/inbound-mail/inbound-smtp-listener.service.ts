import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InboundMailMessages } from '@hirerelay/contracts';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import { INBOUND_LIMITS } from '@hirerelay/replies';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { TNotificationsEnv } from '../config/env.js';
import type { ReplyAddressView } from '../reply-addresses/reply-addresses.service.js';
import { INBOUND_SMTP_LIMITS, MinuteCounter } from './inbound-mail.rules.js';
import { InboundMailService } from './inbound-mail.service.js';

/** How long a shutdown waits for sessions in progress (a DATA being read and taken) to finish. */
const DRAIN_TIMEOUT_MS = 15_000;

/** An SMTP refusal: the reply code and text the client sees. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * The reply domain's MX: an SMTP listener (smtp-server) started when INBOUND_SMTP_PORT is set.
 * No AUTH (anyone may send to a reply address, as to any MX) and no STARTTLS (no certificate is
 * configured here: put a TLS-terminating MX or the provider's webhook in front where that matters).
 * - RCPT TO: only reply addresses in use (`550 5.1.1 No such user here` for unknown, rotated or
 *   another domain's), at most INBOUND_SMTP_LIMITS.maxRecipients (452 after), and each address at
 *   most messagesPerAddressPerMinute (450, so a real sender retries later).
 * - Connections: at most connectionsPerIpPerMinute per client IP (421). The counters are in memory,
 *   per replica.
 * - SIZE is advertised as INBOUND_LIMITS.maxBytes (10 MiB); a bigger DATA is read to its end
 *   without being kept and refused with 552.
 * - DATA: the message is taken for each recipient by InboundMailService; a message it cannot read
 *   is refused with 554 and the reason, nothing kept; a failure of ours is 451 (the sender retries).
 * On shutdown it stops accepting connections and lets the sessions in progress finish.
 */
@Injectable()
export class InboundSmtpListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private server: SMTPServer | null = null;
  private readonly recipients = new WeakMap<object, ReplyAddressView[]>();
  private readonly perIp = new MinuteCounter(INBOUND_SMTP_LIMITS.connectionsPerIpPerMinute);
  private readonly perAddress = new MinuteCounter(INBOUND_SMTP_LIMITS.messagesPerAddressPerMinute);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly intake: InboundMailService,
  ) {
    this.logger = logger.child({ component: 'inbound-smtp' });
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.INBOUND_SMTP_PORT;
    if (port === undefined) return;
    const server = new SMTPServer({
      name: this.config.REPLY_DOMAIN,
      banner: 'HireRelay reply mail',
      size: INBOUND_LIMITS.maxBytes,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      maxClients: INBOUND_SMTP_LIMITS.maxClients,
      closeTimeout: DRAIN_TIMEOUT_MS,
      // No reverse lookup of each client (a DNS round trip per connection; SPF checks the IP itself).
      disableReverseLookup: true,
      logger: false,
      onConnect: (session, callback) => {
        if (!this.perIp.hit(session.remoteAddress, Date.now()))
          return callback(smtpError(421, '4.7.0 Too many connections, try again later'));
        callback();
      },
      onRcptTo: (address, session, callback) => {
        this.checkRecipient(address.address, session).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          (message) => callback(null, message),
          (error: Error) => callback(error),
        );
      },
    });
    server.on('error', (error) => this.logger.warn({ err: error }, 'inbound SMTP error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, this.config.INBOUND_SMTP_HOST, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.info({ ...this.address() }, 'inbound SMTP listening');
  }

  /** Where it listens (null: not started), e.g. for tests that asked for any free port. */
  address(): { host: string; port: number } | null {
    const info = this.server?.server.address() as AddressInfo | null | undefined;
    return info ? { host: info.address, port: info.port } : null;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async checkRecipient(address: string, session: SMTPServerSession): Promise<void> {
    const accepted = this.recipients.get(session.envelope) ?? [];
    if (accepted.length >= INBOUND_SMTP_LIMITS.maxRecipients)
      throw smtpError(452, '4.5.3 Too many recipients');
    const recipient = await this.intake.recipient(address);
    if (!recipient) throw smtpError(550, `5.1.1 ${InboundMailMessages.noSuchUser}`);
    if (!this.perAddress.hit(recipient.address, Date.now()))
      throw smtpError(450, '4.2.1 Too many messages for this address, try again later');
    if (!accepted.some((r) => r.userId === recipient.userId)) accepted.push(recipient);
    this.recipients.set(session.envelope, accepted);
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const raw = await readBounded(stream, INBOUND_LIMITS.maxBytes);
    if (raw === null || stream.sizeExceeded) throw smtpError(552, `5.3.4 ${InboundMailMessages.tooLarge}`);
    const recipients = this.recipients.get(session.envelope) ?? [];
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
    const ids: string[] = [];
    for (const recipient of recipients) {
      let result;
      try {
        result = await this.intake.take(raw, recipient, {
          channel: 'smtp',
          envelopeFrom: envelopeFrom || null,
          clientIp: session.remoteAddress,
          helo: session.hostNameAppearsAs || null,
        });
      } catch (error) {
        this.logger.error({ err: error, userId: recipient.userId }, 'inbound mail could not be taken');
        throw smtpError(451, '4.3.0 Temporary failure, try again later');
      }
      if (result.outcome === 'refused')
        throw smtpError(554, `5.6.0 ${InboundMailMessages.unreadable}: ${result.reason}`);
      ids.push(result.replyId);
    }
    return `2.0.0 Accepted ${ids.join(' ')}`.trim();
  }
}

/** The stream's bytes, or null once it passes `maxBytes` (read to its end, the rest dropped). */
async function readBounded(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) over = true;
    if (!over) chunks.push(chunk);
  }
  return over ? null : Buffer.concat(chunks);
}
