import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { Subscription } from '@nats-io/transport-node';
import { recordRpcSubscriptions } from '../metrics/rpc-metrics.js';

/** An RPC subject (`identity.users.lookup.v1`): never JSON, so it names its handler as it is. */
const SUBJECT = /^[A-Za-z][\w-]*(?:\.[\w-]+)+$/;

/**
 * Nest's NATS server with one saving on every request: to find a handler, the base class first
 * tries `JSON.parse` on the subject (patterns may be JSON objects) and, for a plain subject like
 * ours, catches the SyntaxError it throws: an exception with a stack trace per request (1–1.5 %
 * of a service's CPU on the blog list). A dotted subject is its own route.
 */
export class RpcServer extends ServerNats {
  constructor(private readonly natsOptions: Required<NatsOptions>['options']) {
    super(natsOptions);
  }

  override getRouteFromPattern(pattern: string): string {
    return SUBJECT.test(pattern) ? pattern : super.getRouteFromPattern(pattern);
  }

  /** Nest's subscriptions (one per handler, in the service's queue group), counted for the metrics. */
  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]): void {
    super.bindEvents(client);
    recordRpcSubscriptions(
      [...this.messageHandlers].map(([subject, handler]) => ({
        subject,
        queue: (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue,
      })),
    );
  }

  /**
   * A stop that loses no request (SIGTERM, one replica of several). Nest's graceful close
   * unsubscribes at once, and the requests NATS had already routed to this replica arrive after
   * it and are dropped: their callers wait out their timeout and answer 503. Draining each queue
   * subscription first hands those to their handlers (NATS confirms the unsubscribe, new requests
   * go to the other replicas); then Nest's grace period lets the handlers in hand reply before the
   * connection closes.
   */
  override async close(): Promise<void> {
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    // Out of its queue groups from the drain on: a scrape meanwhile counts it no more.
    recordRpcSubscriptions([]);
    await Promise.all(subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    subscriptions.length = 0;
    await super.close();
  }
}
