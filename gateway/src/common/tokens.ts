/** The gateway's structured logger (the same pino instance Nest logs through). */
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
