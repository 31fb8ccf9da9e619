import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { outboxStatusContract, type TServiceName } from '@hirerelay/contracts';
import { TransactionRunner } from '../database/transactions.js';
import { OutboxMetrics } from './outbox-metrics.service.js';
import { OutboxStatusRepository } from './outbox-status.repository.js';
import { ReceivedPingRepository } from './received-ping.repository.js';
import { createOutboxStatusHandler, EmitPingHandler, ReceivedPingHandler } from './system.handler.js';
import { systemPingConsumer } from './system-ping.consumer.js';
import { SYSTEM_SERVICE_NAME, SystemService } from './system.service.js';

export interface SystemModuleOptions {
  name: TServiceName;
  /** Answers `<name>.system.outbox-status.v1` with the outbox backlog (jobs, billing). */
  outboxStatus?: boolean;
  /**
   * The event-pipeline probe: `emit` writes `events.system.ping.v1` through the outbox (identity);
   * `record` consumes it into the service's `received_pings` table and answers who asks (notifications).
   */
  ping?: 'emit' | 'record';
}

/**
 * The `system` feature every service imports from its AppModule: the operators' probes, which
 * differ between services only by name and by the parts a service switches on.
 */
@Module({})
export class SystemModule {
  static forService(options: SystemModuleOptions): DynamicModule {
    const controllers: Type<unknown>[] = [];
    const providers: Provider[] = [];
    if (options.outboxStatus) controllers.push(createOutboxStatusHandler(outboxStatusContract(options.name)));
    if (options.ping === 'emit') controllers.push(EmitPingHandler);
    if (options.ping === 'record') {
      controllers.push(ReceivedPingHandler);
      providers.push(systemPingConsumer(options.name));
    }
    return {
      module: SystemModule,
      controllers,
      providers: [
        { provide: SYSTEM_SERVICE_NAME, useValue: options.name },
        TransactionRunner,
        OutboxStatusRepository,
        OutboxMetrics,
        ReceivedPingRepository,
        SystemService,
        ...providers,
      ],
    };
  }
}
