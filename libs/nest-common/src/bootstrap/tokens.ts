/** Injection tokens provided by ServiceCoreModule to every service's own modules. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DATABASE = Symbol('DATABASE');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
