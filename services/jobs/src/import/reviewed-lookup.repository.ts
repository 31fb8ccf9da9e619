import { Inject, Injectable } from '@nestjs/common';
import { ZJobLookup, type TJobLookup } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database } from '../database.js';

/** How long the review step's lookup is kept for the Import that follows it. */
export const REVIEWED_LOOKUP_TTL_MS = 5 * 60_000;

/**
 * The review step's lookups, per user and normalized URL, for a few minutes (jobs has no Redis: a
 * small table, as identity keeps its short-lived tokens). The Import reuses one instead of fetching
 * the page a second time.
 */
@Injectable()
export class ReviewedLookupRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keeps `lookup` (its `url` is the normalized one) and drops the user's expired ones. */
  async keep(userId: string, lookup: TJobLookup, now = new Date()): Promise<void> {
    const expiresAt = new Date(now.getTime() + REVIEWED_LOOKUP_TTL_MS);
    await this.db.$transaction([
      this.db.reviewedLookup.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
      this.db.reviewedLookup.upsert({
        where: { userId_normalizedUrl: { userId, normalizedUrl: lookup.url } },
        create: { userId, normalizedUrl: lookup.url, lookup, expiresAt },
        update: { lookup, expiresAt },
      }),
    ]);
  }

  /** The user's unexpired lookup of this normalized URL, or null. */
  async find(userId: string, normalizedUrl: string, now = new Date()): Promise<TJobLookup | null> {
    const row = await this.db.reviewedLookup.findFirst({
      where: { userId, normalizedUrl, expiresAt: { gt: now } },
      select: { lookup: true },
    });
    const parsed = row ? ZJobLookup.safeParse(row.lookup) : null;
    return parsed?.success ? parsed.data : null;
  }
}
