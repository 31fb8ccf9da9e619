import createClient from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The typed client for the gateway's API. The SPA and the API share one origin, so paths
 * are relative and the session cookie goes along with every request.
 */
export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });
