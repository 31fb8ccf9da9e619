import { Inject, Injectable } from '@nestjs/common';
import { UserContactsRpc, type TJobListRow, type TJobOwner, type TJobsPage } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';

/** A decoration: a slow identity costs staff the names, never the page. */
const OWNERS_TIMEOUT_MS = 1_000;

/** identity's limit of accounts per question (UserContactsRpc): a page of the list is within it. */
const CONTACTS_PER_REQUEST = 200;

/** How long an owner's name and e-mail read from identity are reused: a rename shows within this. */
export const OWNER_CACHE_TTL_MS = 10_000;

/** At most this many owners are kept (a few MB at most); the ones read longest ago go first. */
export const OWNER_CACHE_MAX_ENTRIES = 20_000;

interface CachedOwner {
  owner: TJobOwner | null;
  /** Date.now() after which identity is asked again. */
  until: number;
}

/**
 * Whose job it is, on a staff page of the jobs list: jobs owns the jobs, identity the names and
 * e-mails, so the gateway asks identity for the page's owners (one batched RPC for those it does
 * not hold, a page being at most 200 rows) and adds `owner` to each row. What identity answered is kept in this process for
 * OWNER_CACHE_TTL_MS (at most OWNER_CACHE_MAX_ENTRIES owners), so staff paging and reloading the
 * list mostly ask identity nothing; an account identity does not know (deleted) is kept as null
 * the same time. Only staff reach it (the routes check the session's role, and jobs the actor's),
 * and staff may see every owner, so one cache serves every staff member. A user's own page is
 * relayed as jobs wrote it (no owner, no extra hop). If identity cannot answer in time those rows
 * say `owner: null` (not kept) and the table falls back to the short user id.
 */
@Injectable()
export class JobOwners {
  private readonly cache = new Map<string, CachedOwner>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  async decorate(
    page: TJobsPage,
    actorId: string,
  ): Promise<{ items: TJobListRow[]; nextCursor: string | null }> {
    const contacts = await this.contactsOf(
      page.items.map((row) => row.userId),
      actorId,
    );
    return {
      items: page.items.map((row) => ({ ...row, owner: contacts.get(row.userId) ?? null })),
      nextCursor: page.nextCursor,
    };
  }

  /**
   * The name and e-mail of each account (null when unknown or identity did not answer in time), for
   * staff `actorId`: kept ones first, one question to identity for the rest.
   */
  async contactsOf(userIds: readonly string[], actorId: string): Promise<Map<string, TJobOwner | null>> {
    const now = Date.now();
    const contacts = new Map<string, TJobOwner | null>();
    const missing: string[] = [];
    for (const userId of new Set(userIds)) {
      const cached = this.cache.get(userId);
      if (cached && cached.until > now) contacts.set(userId, cached.owner);
      else missing.push(userId);
    }
    if (missing.length === 0) return contacts;
    try {
      const batches: string[][] = [];
      for (let at = 0; at < missing.length; at += CONTACTS_PER_REQUEST) {
        batches.push(missing.slice(at, at + CONTACTS_PER_REQUEST));
      }
      const answers = await Promise.all(
        batches.map((userIds) =>
          this.rpc.request(UserContactsRpc, { actorId, userIds }, { timeoutMs: OWNERS_TIMEOUT_MS }),
        ),
      );
      const found = new Map(
        answers.flatMap(({ users }) =>
          users.map((user) => [user.id, { fullName: user.fullName, email: user.email }]),
        ),
      );
      const until = Date.now() + OWNER_CACHE_TTL_MS;
      for (const userId of missing) {
        const owner = found.get(userId) ?? null;
        contacts.set(userId, owner);
        this.keep(userId, { owner, until });
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'staff jobs list: owners unavailable, shown by id');
      for (const userId of missing) contacts.set(userId, null);
    }
    return contacts;
  }

  /** Kept as the newest entry; beyond the bound the oldest go (a Map iterates in insertion order). */
  private keep(userId: string, entry: CachedOwner): void {
    this.cache.delete(userId);
    this.cache.set(userId, entry);
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= OWNER_CACHE_MAX_ENTRIES) break;
      this.cache.delete(oldest);
    }
  }
}
