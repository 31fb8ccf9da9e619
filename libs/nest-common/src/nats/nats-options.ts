import { Transport, type NatsOptions } from '@nestjs/microservices';

/**
 * Every replica of a service joins the same queue group, so NATS hands each request to exactly one
 * of them. Graceful shutdown unsubscribes first so in-flight requests finish before the exit.
 */
export function natsServerOptions(service: string, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: {
      servers: [natsUrl],
      name: service,
      queue: service,
      gracefulShutdown: true,
      gracePeriod: 2_000,
    },
  };
}
