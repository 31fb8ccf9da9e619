/** NATS/HTTP header names that cross process boundaries. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** JetStream de-duplicates publishes that carry the same value within its duplicate window. */
export const NATS_MSG_ID_HEADER = 'Nats-Msg-Id';
