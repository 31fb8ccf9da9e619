import { promises as dns } from 'node:dns';
import { Inject, Injectable, type Provider } from '@nestjs/common';
import { LOGGER } from '@hirerelay/nest-common';
import { authenticate, type DNSResolver } from 'mailauth';
import type { Logger } from 'pino';
import type { AuthenticationSummary } from './inbound-mail.rules.js';

/** A DNS lookup as mailauth asks it (`dns.promises.resolve`'s shape): tests answer it themselves. */
export type DnsResolver = DNSResolver;

/** The resolver mailauth uses; the system's DNS in production, a table in tests. */
export const INBOUND_DNS_RESOLVER = Symbol('INBOUND_DNS_RESOLVER');

export const systemDnsResolverProvider: Provider = {
  provide: INBOUND_DNS_RESOLVER,
  useValue: ((name: string, rrtype: string) =>
    dns.resolve(name, rrtype) as Promise<string[][] | string[]>) satisfies DnsResolver,
};

/** The whole check may not hold a delivery longer than this; past it every result is `temperror`. */
const AUTHENTICATION_TIMEOUT_MS = 10_000;

export interface AuthenticationInput {
  /** The SMTP client's address (the webhook: the provider's, which SPF will not pass). */
  ip: string | null;
  helo: string | null;
  /** The envelope sender (MAIL FROM), empty for a bounce. */
  sender: string | null;
}

export interface AuthenticationOutcome extends AuthenticationSummary {
  /** The `Authentication-Results` header value, as mailauth writes it (or why there is none). */
  header: string;
}

const TEMPERROR: AuthenticationOutcome = {
  spf: 'temperror',
  dkim: 'temperror',
  dmarc: 'temperror',
  header: 'authentication not evaluated',
};

/**
 * SPF (client IP and MAIL FROM), DKIM and DMARC of an inbound message, with mailauth (postalsys).
 * The results are recorded with the message and carried on the event, never used to refuse it:
 * employers' mail is often forwarded (by an ATS, a shared inbox, a mailing list), which breaks SPF
 * and sometimes DKIM, and a lost interview invitation costs more than a spoofed one, which staff
 * confirm before it moves a job. A DNS failure is recorded (`temperror`, or `none` where mailauth
 * says so), never a refusal either.
 */
@Injectable()
export class MailAuthentication {
  private readonly logger: Logger;

  constructor(
    @Inject(INBOUND_DNS_RESOLVER) private readonly resolver: DnsResolver,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'mail-authentication' });
  }

  async check(raw: Buffer, input: AuthenticationInput): Promise<AuthenticationOutcome> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('authentication timed out')), AUTHENTICATION_TIMEOUT_MS);
      });
      const result = await Promise.race([
        authenticate(raw, {
          ip: input.ip ?? undefined,
          helo: input.helo ?? undefined,
          sender: input.sender ?? undefined,
          mta: 'inbound.hirerelay',
          resolver: this.resolver,
          disableArc: true,
          disableBimi: true,
        }),
        timeout,
      ]);
      const dkimResults = result.dkim?.results ?? [];
      return {
        spf: resultOf(result.spf),
        dkim:
          dkimResults.find((r) => r.status?.result === 'pass')?.status?.result ??
          dkimResults[0]?.status?.result ??
          'none',
        dmarc: resultOf(result.dmarc),
        header: (result.headers ?? '').slice(0, 8_000),
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'mail authentication could not be evaluated');
      return TEMPERROR;
    } finally {
      clearTimeout(timer);
    }
  }
}

function resultOf(part: unknown): string {
  if (!part || typeof part !== 'object') return 'none';
  const result = (part as { status?: { result?: unknown } }).status?.result;
  return typeof result === 'string' && result.length > 0 ? result : 'none';
}
