import { SystemPingEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '../events/define-event-consumer.js';
import type { SqlExecutor } from '../events/sql.js';
import { SystemService } from './system.service.js';

/** The pipeline probe's receiving end: each ping recorded once (see `ReceivedPingRepository.record`). */
export function systemPingConsumer(service: string) {
  return defineEventConsumer({
    durableName: `${service}-system-ping`,
    contract: SystemPingEvent,
    handler: SystemService,
    handle: (system, payload, envelope, tx: SqlExecutor) => system.recordPing(tx, envelope.id, payload.note),
  });
}
