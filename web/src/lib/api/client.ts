import createClient from 'openapi-fetch';
import type { paths } from './schema';
import { createSessionMiddleware } from './session-middleware';

/** The gateway's routes, generated from its OpenAPI document (`npm run api:generate`). */
export type ApiPaths = paths;

const sessionLostListeners = new Set<() => void>();

/** Runs `listener` whenever the session ends behind the user's back (a refresh was refused). */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => {
    sessionLostListeners.delete(listener);
  };
}

/**
 * The typed client for the gateway's API. The SPA and the API share one origin, so paths
 * are relative and the session cookies go along with every request.
 */
export const api = createClient<ApiPaths>({ baseUrl: '', credentials: 'same-origin' });

api.use(
  createSessionMiddleware({
    fetch: (input, init) => globalThis.fetch(input, init),
    readCookies: () => document.cookie,
    onSessionLost: () => {
      for (const listener of sessionLostListeners) listener();
    },
  }),
);
