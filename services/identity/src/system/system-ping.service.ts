import { Inject, Injectable } from '@nestjs/common';
import { SystemPingEvent } from '@hirerelay/contracts';
import {
  DATABASE,
  enqueueEvent,
  OUTBOX_RELAY,
  type OutboxRelay,
  type TransactionalDb,
} from '@hirerelay/nest-common';

@Injectable()
export class SystemPingService {
  constructor(
    @Inject(DATABASE) private readonly db: TransactionalDb,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  /** Records a ping fact through the outbox; the relay then publishes it to JetStream. */
  async emit(note: string): Promise<{ eventId: string }> {
    const eventId = await this.db.$transaction((tx) =>
      enqueueEvent(tx, 'identity', SystemPingEvent, { note, requestedBy: 'identity' }),
    );
    this.relay.kick();
    return { eventId };
  }
}
