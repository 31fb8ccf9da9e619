import { SystemPingEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { NotificationsTx } from '../database.js';
import { SystemPingService } from './system-ping.service.js';

/** The pipeline probe: identity's ping, recorded once (see `ReceivedPingRepository.record`). */
export const SystemPingConsumer = defineEventConsumer({
  durableName: 'notifications-system-ping',
  contract: SystemPingEvent,
  handler: SystemPingService,
  handle: (pings, payload, envelope, tx: NotificationsTx) => pings.record(tx, envelope.id, payload.note),
});
