// @ts-check
// The ports of the backing servers: the fixed ones `npm start` uses, and free ones chosen by the
// OS for throwaway (test) servers.

import { findFreePorts } from './process.mjs';

/** Ports used by `npm start` (persistent mode) when none are given. */
export const DEFAULT_PORTS = Object.freeze({
  postgres: 5433,
  nats: 4222,
  natsMonitor: 8222,
  redis: 6379,
  s3: 9000,
  smtp: 1025,
  inbox: 8025,
  stripe: 12111,
  twilio: 12112,
  // Not a backing server's: notifications' inbound SMTP listener (INBOUND_SMTP_PORT, given by
  // `npm start`), where the mail sink's reply form sends its e-mails.
  inboundSmtp: 2525,
});

/** @typedef {keyof typeof DEFAULT_PORTS} PortName */
/** @typedef {Record<PortName, number>} Ports */

/**
 * A free TCP port on 127.0.0.1, chosen by the OS.
 * @returns {Promise<number>}
 */
export async function findFreePort() {
  const [port] = await findFreePorts(1);
  return /** @type {number} */ (port);
}

/**
 * Several distinct free ports (held open together while picking, so two calls in a row cannot
 * hand out the same port twice).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export function findDistinctFreePorts(count) {
  return findFreePorts(count);
}
