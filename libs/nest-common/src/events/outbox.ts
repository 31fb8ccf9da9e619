import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import {
  AppError,
  ErrorCode,
  REQUEST_ID_HEADER,
  type EventContract,
  type EventPayload,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { isDatabaseUnreachable } from '../health/database-unreachable.js';
import { currentRequestId } from '../logging/request-context.js';
import {
  contextFromTraceparent,
  currentTraceparent,
  injectTraceContext,
  inSpan,
  natsAttributes,
  SpanKind,
} from '../tracing/trace-context.js';
import type { SqlExecutor, TransactionalDb } from './sql.js';

/**
 * Records an event in the outbox inside the caller's transaction, so the event exists if and only
 * if the change that caused it was committed. The relay publishes it afterwards.
 */
export async function enqueueEvent<C extends EventContract<z.ZodType>>(
  tx: SqlExecutor,
  producer: string,
  contract: C,
  payload: EventPayload<C>,
): Promise<string> {
  const parsed = contract.payload.safeParse(payload);
  if (!parsed.success) throw new AppError(ErrorCode.Internal, `Invalid ${contract.subject} payload`);
  const envelope: TEventEnvelope = {
    id: randomUUID(),
    subject: contract.subject,
    producer,
    occurredAt: new Date().toISOString(),
    payload: parsed.data,
  };
  // The row keeps the writer's trace (`traceparent`, with tracing on), so the consumers' spans join
  // the trace of the request that caused the event, however late the relay publishes it.
  await tx.$executeRawUnsafe(
    'INSERT INTO outbox_events (id, subject, envelope, request_id, traceparent) VALUES ($1::uuid, $2, $3::jsonb, $4, $5)',
    envelope.id,
    envelope.subject,
    JSON.stringify(envelope),
    currentRequestId() ?? null,
    currentTraceparent() ?? null,
  );
  return envelope.id;
}

interface OutboxRow {
  id: string;
  subject: string;
  envelope: unknown;
  request_id: string | null;
  traceparent: string | null;
}

export interface OutboxRelayOptions {
  pollMs: number;
  batchSize?: number;
  /** Published rows are kept this long for inspection, then pruned. */
  keepPublishedMs?: number;
  /** While publishing fails (database or NATS away), retries back off up to this wait. */
  maxRetryWaitMs?: number;
}

/** The wait before retry number `failures` (1, 2, …): doubling from `baseMs`, never above `capMs`. */
export function retryWaitMs(failures: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 30));
}

/**
 * Moves committed outbox rows to JetStream. Rows are claimed with SKIP LOCKED so replicas share the
 * work, published with the row id as Nats-Msg-Id so a retry after a crash is de-duplicated by the
 * stream, and marked published in the same transaction. While publishing fails (PostgreSQL or
 * NATS away) it retries with a capped exponential backoff and logs the outage twice: one warn
 * line when it starts, one info line when it ends.
 */
export class OutboxRelay {
  private readonly js: JetStreamClient;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private lastPrune = 0;

  constructor(
    nc: NatsConnection,
    private readonly db: TransactionalDb,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {
    this.js = jetstream(nc);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Publish now instead of at the next poll (called after a transaction that enqueued events). */
  kick(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Publishes one batch; returns how many rows it published. Exposed for tests and tooling. */
  async publishBatch(): Promise<number> {
    const batchSize = this.options.batchSize ?? 100;
    return this.db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(
          `SELECT id::text AS id, subject, envelope, request_id, traceparent FROM outbox_events
            WHERE published_at IS NULL ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
          batchSize,
        );
        for (const row of rows) {
          // With tracing on: a PRODUCER span, child of the writer's span the row kept, whose
          // `traceparent` goes in the headers for the consumers.
          await inSpan(
            row.subject,
            {
              kind: SpanKind.PRODUCER,
              parent: contextFromTraceparent(row.traceparent),
              attributes: natsAttributes(row.subject, 'send'),
            },
            async () => {
              const natsHeaders = headers();
              if (row.request_id) natsHeaders.set(REQUEST_ID_HEADER, row.request_id);
              injectTraceContext(natsHeaders);
              await this.js.publish(row.subject, JSON.stringify(row.envelope), {
                msgID: row.id,
                headers: natsHeaders,
              });
            },
          );
        }
        if (rows.length > 0) {
          await tx.$executeRawUnsafe(
            `UPDATE outbox_events SET published_at = now() WHERE id = ANY(string_to_array($1, ',')::uuid[])`,
            rows.map((row) => row.id).join(','),
          );
        }
        return rows.length;
      },
      { timeout: 30_000 },
    );
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 100;
    const maxRetryWaitMs = this.options.maxRetryWaitMs ?? 5_000;
    let failures = 0;
    let outageStarted = 0;
    while (this.running) {
      let published = 0;
      try {
        published = await this.publishBatch();
        if (published > 0) this.logger.debug({ published }, 'outbox relayed');
        await this.pruneOccasionally();
      } catch (error) {
        failures += 1;
        if (failures === 1) {
          outageStarted = Date.now();
          this.logger.warn(
            { err: error, databaseUnreachable: isDatabaseUnreachable(error) },
            'outbox relay cannot publish; retrying with backoff, quietly until it succeeds',
          );
        }
        await this.sleep(retryWaitMs(failures, this.options.pollMs, maxRetryWaitMs));
        continue;
      }
      if (failures > 0) {
        this.logger.info(
          { failedAttempts: failures, outageMs: Date.now() - outageStarted },
          'outbox relay publishing again',
        );
        failures = 0;
      }
      if (published < batchSize) await this.sleep(this.options.pollMs);
    }
  }

  private async pruneOccasionally(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 60 * 60 * 1000) return;
    this.lastPrune = now;
    const keepMs = this.options.keepPublishedMs ?? 7 * 24 * 60 * 60 * 1000;
    await this.db.$executeRawUnsafe(
      `DELETE FROM outbox_events WHERE published_at < now() - ($1::bigint * interval '1 millisecond')`,
      keepMs,
    );
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
