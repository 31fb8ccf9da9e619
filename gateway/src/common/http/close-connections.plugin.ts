import type { FastifyInstance } from 'fastify';

/** How often, while the server closes, connections that have finished their request are closed. */
const CLOSE_IDLE_EVERY_MS = 100;

/**
 * A gateway told to stop (SIGTERM) exits as soon as its requests in hand are answered. Closing the
 * HTTP server refuses new connections and closes the idle ones, but a keep-alive connection busy at
 * that moment (a load balancer's, a browser's) stays open once its answer is sent, until the client
 * or the keep-alive timeout (72 s) ends it: the server's close, and so the exit, waited 17–26 s
 * under traffic. From the start of the close, each connection is closed as soon as it is idle, and
 * its last answers say `Connection: close`, so the client opens its next connection elsewhere.
 * (Live-event streams are ended before this by EventStreams, with a reconnect hint.)
 */
export function closeConnectionsWhenIdleOnClose(fastify: FastifyInstance): void {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('preClose', (done) => {
    closing = true;
    const server = fastify.server;
    server.closeIdleConnections();
    timer = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
    timer.unref();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
