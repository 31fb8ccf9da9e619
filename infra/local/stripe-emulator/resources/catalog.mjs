// @ts-check
// Products and prices: create, retrieve, update, list (prices by `lookup_keys[]`, `active`,
// `product`, `type`). Monthly (any interval) recurring and one-time prices in one currency each.

import { invalidParam, invalidRequest, missingParam } from '../errors.mjs';
import {
  allowOnly,
  listParams,
  LIST_PARAMS,
  readBoolean,
  readHash,
  readInteger,
  readMetadata,
  readString,
  readStringList,
  requireString,
} from '../form.mjs';
import { priceShape, productShape } from '../shapes.mjs';

/** @typedef {import('../router.mjs').Route} Route */
/** @typedef {import('../router.mjs').Ctx} Ctx */

const INTERVALS = ['day', 'week', 'month', 'year'];

/**
 * @param {Record<string, any>} body
 * @param {Ctx} ctx
 */
function createProduct(body, { store, clock, webhooks }) {
  const id = readString(body.id, 'id');
  if (id && store.objects.has(id)) throw invalidRequest('Product already exists.', 'id');
  const product = store.insert(
    productShape(clock.now(), {
      id,
      name: requireString(body, 'name'),
      description: readString(body.description, 'description') ?? null,
      active: readBoolean(body.active, 'active'),
      metadata: readMetadata(body.metadata),
    }),
  );
  webhooks.emit('product.created', product);
  return product;
}

/**
 * A lookup key is unique among prices: taken → an error, unless `transfer_lookup_key` moves it.
 * @param {Ctx} ctx
 * @param {string} key
 * @param {boolean} transfer
 * @param {string | null} self
 */
function claimLookupKey({ store, billing }, key, transfer, self) {
  const holder = store.all('price', (p) => p.lookup_key === key && p.id !== self)[0];
  if (!holder) return;
  if (!transfer)
    throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
  billing.change(holder, 'price.updated', (p) => (p.lookup_key = null));
}

/** @type {Route[]} */
export const catalogRoutes = [
  {
    method: 'POST',
    path: '/v1/products',
    handle({ body, expand }, ctx) {
      allowOnly(body, ['id', 'name', 'description', 'active', 'metadata']);
      return ctx.store.render(createProduct(body, ctx), expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/products/:id',
    handle: ({ params, expand }, { store }) => store.render(store.get('product', params.id ?? ''), expand),
  },
  {
    method: 'POST',
    path: '/v1/products/:id',
    handle({ params, body, expand }, { store, billing, clock }) {
      allowOnly(body, ['name', 'description', 'active', 'metadata', 'default_price']);
      const product = store.get('product', params.id ?? '');
      billing.change(product, 'product.updated', (p) => {
        const name = readString(body.name, 'name');
        if (name !== undefined) p.name = name;
        const description = readString(body.description, 'description');
        if (description !== undefined) p.description = description || null;
        const active = readBoolean(body.active, 'active');
        if (active !== undefined) p.active = active;
        const defaultPrice = readString(body.default_price, 'default_price');
        if (defaultPrice !== undefined)
          p.default_price = store.get('price', defaultPrice, 'default_price').id;
        p.metadata = readMetadata(body.metadata, p.metadata);
        p.updated = clock.now();
      });
      return store.render(product, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/products',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'active', 'ids']);
      const active = readBoolean(body.active, 'active');
      const ids = readStringList(body.ids, 'ids');
      const items = store.all(
        'product',
        (p) => (active === undefined || p.active === active) && (ids.length === 0 || ids.includes(p.id)),
      );
      return store.renderList(items, { url: '/v1/products', expand, ...listParams(body) });
    },
  },
  {
    method: 'POST',
    path: '/v1/prices',
    handle({ body, expand }, ctx) {
      const { store, clock, webhooks } = ctx;
      allowOnly(body, [
        'currency',
        'unit_amount',
        'product',
        'product_data',
        'recurring',
        'lookup_key',
        'transfer_lookup_key',
        'nickname',
        'active',
        'metadata',
      ]);
      const currency = requireString(body, 'currency').toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) throw invalidParam('currency', `Invalid currency: ${currency}`);
      const unitAmount = readInteger(body.unit_amount, 'unit_amount');
      if (unitAmount === undefined) throw missingParam('unit_amount');
      if (unitAmount < 0) throw invalidParam('unit_amount', 'Invalid non-negative integer');
      const productData = readHash(body.product_data, 'product_data');
      const productId = readString(body.product, 'product');
      if (!productId && !productData) throw missingParam('product');
      const product = productId
        ? store.get('product', productId, 'product')
        : createProduct(productData ?? {}, ctx);
      const recurringIn = readHash(body.recurring, 'recurring');
      let recurring = null;
      if (recurringIn) {
        const interval = readString(recurringIn.interval, 'recurring[interval]');
        if (!interval) throw missingParam('recurring[interval]');
        if (!INTERVALS.includes(interval))
          throw invalidParam(
            'recurring[interval]',
            `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`,
          );
        const count = readInteger(recurringIn.interval_count, 'recurring[interval_count]') ?? 1;
        recurring = { interval, interval_count: count };
      }
      const lookupKey = readString(body.lookup_key, 'lookup_key');
      if (lookupKey)
        claimLookupKey(
          ctx,
          lookupKey,
          readBoolean(body.transfer_lookup_key, 'transfer_lookup_key') ?? false,
          null,
        );
      const price = store.insert(
        priceShape(clock.now(), {
          product: product.id,
          currency,
          unit_amount: unitAmount,
          recurring,
          lookup_key: lookupKey ?? null,
          nickname: readString(body.nickname, 'nickname') ?? null,
          active: readBoolean(body.active, 'active'),
          metadata: readMetadata(body.metadata),
        }),
      );
      webhooks.emit('price.created', price);
      return store.render(price, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    handle: ({ params, expand }, { store }) => store.render(store.get('price', params.id ?? ''), expand),
  },
  {
    method: 'POST',
    path: '/v1/prices/:id',
    handle({ params, body, expand }, ctx) {
      allowOnly(body, ['active', 'lookup_key', 'transfer_lookup_key', 'nickname', 'metadata']);
      const price = ctx.store.get('price', params.id ?? '');
      const lookupKey = readString(body.lookup_key, 'lookup_key');
      if (lookupKey)
        claimLookupKey(
          ctx,
          lookupKey,
          readBoolean(body.transfer_lookup_key, 'transfer_lookup_key') ?? false,
          price.id,
        );
      ctx.billing.change(price, 'price.updated', (p) => {
        const active = readBoolean(body.active, 'active');
        if (active !== undefined) p.active = active;
        if (lookupKey !== undefined) p.lookup_key = lookupKey || null;
        const nickname = readString(body.nickname, 'nickname');
        if (nickname !== undefined) p.nickname = nickname || null;
        p.metadata = readMetadata(body.metadata, p.metadata);
      });
      return ctx.store.render(price, expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/prices',
    handle({ body, expand }, { store }) {
      allowOnly(body, [...LIST_PARAMS, 'active', 'lookup_keys', 'product', 'type', 'currency']);
      const active = readBoolean(body.active, 'active');
      const lookupKeys = readStringList(body.lookup_keys, 'lookup_keys');
      const product = readString(body.product, 'product');
      const type = readString(body.type, 'type');
      const currency = readString(body.currency, 'currency');
      const items = store.all(
        'price',
        (p) =>
          (active === undefined || p.active === active) &&
          (lookupKeys.length === 0 || lookupKeys.includes(p.lookup_key)) &&
          (product === undefined || p.product === product) &&
          (type === undefined || p.type === type) &&
          (currency === undefined || p.currency === currency.toLowerCase()),
      );
      return store.renderList(items, { url: '/v1/prices', expand, ...listParams(body) });
    },
  },
];
