// @ts-check
// Webhook endpoints (the `secret` is shown only when created, as in Stripe) and events.

import { randomBytes } from 'node:crypto';
import { invalidParam } from '../errors.mjs';
import {
  allowOnly,
  listParams,
  LIST_PARAMS,
  readBoolean,
  readMetadata,
  readString,
  readStringList,
  requireString,
} from '../form.mjs';
import { newId } from '../store.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../store.mjs').Store} Store */

/**
 * Register an endpoint. `secret` is given by the control API (a known secret for `npm start`
 * and tests); the Stripe API makes a new one.
 * @param {Store} store
 * @param {{ url: string, enabled_events: string[], secret?: string, description?: string | null, metadata?: Record<string, string>, now: number }} f
 */
export function createEndpoint(store, f) {
  checkUrl(f.url);
  if (f.enabled_events.length === 0)
    throw invalidParam('enabled_events', 'Missing required param: enabled_events.');
  return store.insert({
    id: newId('we', 24),
    object: 'webhook_endpoint',
    api_version: null,
    application: null,
    created: f.now,
    description: f.description ?? null,
    enabled_events: f.enabled_events,
    livemode: false,
    metadata: f.metadata ?? {},
    status: 'enabled',
    url: f.url,
    _secret: f.secret ?? `whsec_${randomBytes(24).toString('hex')}`,
  });
}

/** @param {string} url */
function checkUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidParam('url', `Invalid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw invalidParam('url', 'Invalid URL: must be http or https');
}

/** @type {Route[]} */
export const webhookRoutes = [
  {
    method: 'POST',
    path: '/v1/webhook_endpoints',
    handle({ body, expand }, { store, clock }) {
      allowOnly(body, ['url', 'enabled_events', 'description', 'metadata', 'api_version']);
      const endpoint = createEndpoint(store, {
        url: requireString(body, 'url'),
        enabled_events: readStringList(body.enabled_events, 'enabled_events'),
        description: readString(body.description, 'description') ?? null,
        metadata: readMetadata(body.metadata),
        now: clock.now(),
      });
      return { ...store.render(endpoint, expand), secret: endpoint._secret };
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints/:id',
    handle: ({ params, expand }, { store }) =>
      store.render(store.get('webhook_endpoint', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints',
    handle({ body, expand }, { store }) {
      allowOnly(body, LIST_PARAMS);
      return store.renderList(store.all('webhook_endpoint'), {
        url: '/v1/webhook_endpoints',
        expand,
        ...listParams(body),
      });
    },
  },
  {
    method: 'POST',
    path: '/v1/webhook_endpoints/:id',
    handle({ params, body, expand }, { store }) {
      allowOnly(body, ['url', 'enabled_events', 'description', 'metadata', 'disabled']);
      const endpoint = store.get('webhook_endpoint', params.id ?? '');
      const url = readString(body.url, 'url');
      if (url !== undefined) {
        checkUrl(url);
        endpoint.url = url;
      }
      const events = readStringList(body.enabled_events, 'enabled_events');
      if (events.length) endpoint.enabled_events = events;
      const disabled = readBoolean(body.disabled, 'disabled');
      if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
      const description = readString(body.description, 'description');
      if (description !== undefined) endpoint.description = description || null;
      endpoint.metadata = readMetadata(body.metadata, endpoint.metadata);
      return store.render(endpoint, expand);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:id',
    handle({ params }, { store }) {
      const endpoint = store.get('webhook_endpoint', params.id ?? '');
      store.delete(endpoint.id);
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle: ({ params, expand }, { store }) => store.render(store.get('event', params.id ?? ''), expand),
  },
  {
    method: 'GET',
    path: '/v1/events',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'type', 'types']);
      const type = readString(body.type, 'type');
      const types = readStringList(body.types, 'types');
      /** @param {string} t */
      const matches = (t) =>
        (type === undefined || (type.endsWith('*') ? t.startsWith(type.slice(0, -1)) : t === type)) &&
        (types.length === 0 || types.includes(t));
      const items = store.all('event', (e) => matches(e.type));
      return store.renderList(items, { url: '/v1/events', expand, ...listParams(body) });
    },
  },
];
