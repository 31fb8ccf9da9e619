import type { DocumentTextResult } from '@hirerelay/document-text';
import type { DocumentTextClaim } from './document-text-work.js';

/**
 * Where a stored document and its text columns live: the table, its (uuid) key, the object key, the text
 * columns (`state` is `pending` until read, then `text` or `unreadable`; `at` is the claim time
 * while pending, the read time after), the column pending rows are taken in order of, and the
 * table's `updated_at` (stamped on a store and a release, as the ORM stamps it on any update).
 */
export interface DocumentTextColumns {
  table: string;
  id: string;
  objectKey: string;
  state: string;
  text: string;
  reason: string;
  at: string;
  takeOldestBy: string;
  updatedAt: string;
  /** The columns a claim answers with. */
  returning: readonly string[];
}

/**
 * The three statements of a document-text claim (see `DocumentTextWork`), written once for every
 * table that keeps a document's text. Run them with the ORM's positional-parameter raw query:
 * - `claim($1 now, $2 staleBefore)`: takes one pending row nobody holds (never claimed, or claimed
 *   before `staleBefore`: a reader that crashed or hung) and marks it claimed at `now`. The row
 *   lock is held only by this statement and `SKIP LOCKED` makes concurrent readers (other
 *   replicas) take other rows; the claim time written here is what makes the claim last past it.
 * - `store($1 state, $2 text, $3 reason, $4 at, $5 id, $6 objectKey, $7 claimedAt)` and
 *   `release($1 id, $2 objectKey, $3 claimedAt)`: touch the row only while it is still pending
 *   with the same object key and claim time, so a claim taken over after its lease ran out, or a
 *   document replaced or removed meanwhile (new key, claim cleared), drops the late result.
 * Names come from the repository's constants, never from input.
 */
export interface DocumentTextSql {
  claim: string;
  store: string;
  release: string;
}

export function documentTextSql(columns: DocumentTextColumns): DocumentTextSql {
  const { table, id, objectKey, state, text, reason, at, takeOldestBy, updatedAt } = columns;
  const stillClaimed = (first: number) =>
    `${id} = $${first}::uuid AND ${objectKey} = $${first + 1} AND ${state} = 'pending' AND ${at} = $${first + 2}`;
  return {
    claim: `UPDATE ${table} SET ${at} = $1
       WHERE ${id} = (
               SELECT ${id} FROM ${table}
                WHERE ${state} = 'pending'
                  AND (${at} IS NULL OR ${at} < $2)
                ORDER BY ${takeOldestBy}
                LIMIT 1
                  FOR UPDATE SKIP LOCKED)
         AND ${objectKey} IS NOT NULL
       RETURNING ${columns.returning.join(', ')}`,
    store: `UPDATE ${table}
        SET ${state} = $1, ${text} = $2, ${reason} = $3, ${at} = $4, ${updatedAt} = now()
      WHERE ${stillClaimed(5)}`,
    release: `UPDATE ${table} SET ${at} = NULL, ${updatedAt} = now() WHERE ${stillClaimed(1)}`,
  };
}

/** The values `store` takes for an outcome, before the claim's (`$5`…`$7`). */
export function documentTextValues(
  outcome: DocumentTextResult,
  at: Date,
): [state: string, text: string | null, reason: string | null, at: Date] {
  return outcome.state === 'text'
    ? [outcome.state, outcome.text, null, at]
    : [outcome.state, null, outcome.reason, at];
}

/** What a repository runs the statements on: the service's client or a transaction of it. */
export interface RawSqlRunner {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * A table's document-text claims (see `documentTextSql`): the subclass names its columns and turns
 * a claimed row into its claim (and a claim back into the row's key).
 */
export abstract class DocumentTextClaimRepository<C extends DocumentTextClaim, Row> {
  private readonly sql: DocumentTextSql;

  protected constructor(
    private readonly db: RawSqlRunner,
    columns: DocumentTextColumns,
  ) {
    this.sql = documentTextSql(columns);
  }

  protected abstract toClaim(row: Row, claimedAt: Date): C;
  protected abstract keyOf(claim: C): string;

  /** Takes one pending document nobody holds, marking it claimed at `now`; null when none waits. */
  async claimPending(now: Date, staleBefore: Date): Promise<C | null> {
    const rows = await this.db.$queryRawUnsafe<Row[]>(this.sql.claim, now, staleBefore);
    return rows[0] ? this.toClaim(rows[0], now) : null;
  }

  /** Stores the outcome if the claim still holds; false when the result is dropped. */
  async store(tx: RawSqlRunner, claim: C, outcome: DocumentTextResult, at: Date): Promise<boolean> {
    const count = await tx.$executeRawUnsafe(
      this.sql.store,
      ...documentTextValues(outcome, at),
      ...this.claimValues(claim),
    );
    return count === 1;
  }

  /** Gives the claim back (the pool was busy, the store did not answer): the next pass takes it again. */
  async release(claim: C): Promise<void> {
    await this.db.$executeRawUnsafe(this.sql.release, ...this.claimValues(claim));
  }

  private claimValues(claim: C): [string, string, Date] {
    return [this.keyOf(claim), claim.objectKey, claim.claimedAt];
  }
}
