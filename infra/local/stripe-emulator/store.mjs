// @ts-check
// The emulator's state: every Stripe object by id (in creation order), ids with Stripe's
// prefixes, rendering (internal `_fields` stripped), `expand[]`, list pages, and an optional JSON
// file that keeps the state across restarts.

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { invalidRequest, resourceMissing } from './errors.mjs';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A Stripe-looking id: `cus_` + 24 random letters and digits.
 * @param {string} prefix e.g. 'cus', 'cs_test'
 * @param {number} [length]
 */
export function newId(prefix, length = 24) {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** @typedef {Record<string, any> & { id: string, object: string }} StripeObject */

/** What `No such …` calls each object type. */
const MISSING_NAME = /** @type {Record<string, string>} */ ({
  'checkout.session': 'checkout.session',
  'billing_portal.session': 'billing portal session',
  subscription_schedule: 'subscription schedule',
  webhook_endpoint: 'webhook endpoint',
  payment_method: 'PaymentMethod',
  payment_intent: 'payment_intent',
});

export class Store {
  /** @param {{ file?: string | null }} [opts] */
  constructor(opts = {}) {
    this.file = opts.file ?? null;
    /** @type {Map<string, StripeObject>} */
    this.objects = new Map();
    /** Seconds the clock is ahead of real time (persisted with the objects). */
    this.clockOffset = 0;
    /**
     * Fields that appear only when expanded (`line_items` on a Checkout Session).
     * @type {Record<string, Record<string, (obj: StripeObject) => unknown>>}
     */
    this.includable = {};
  }

  /** Load the saved state, when there is a file and it exists. */
  load() {
    if (!this.file) return;
    let saved;
    try {
      saved = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      return;
    }
    this.objects = new Map((saved.objects ?? []).map((/** @type {StripeObject} */ o) => [o.id, o]));
    this.clockOffset = Number(saved.clockOffset ?? 0);
  }

  /** Write the state (atomically: a temporary file renamed over the old one). */
  save() {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(
      tmp,
      JSON.stringify({ clockOffset: this.clockOffset, objects: [...this.objects.values()] }),
    );
    renameSync(tmp, this.file);
  }

  reset() {
    this.objects.clear();
    this.clockOffset = 0;
  }

  /** @template {StripeObject} T @param {T} obj @returns {T} */
  insert(obj) {
    this.objects.set(obj.id, obj);
    return obj;
  }

  /** @param {string} id */
  delete(id) {
    this.objects.delete(id);
  }

  /**
   * @param {string} type the `object` value, e.g. 'customer'
   * @param {string} id
   * @param {string} [param] which request parameter named it (for the 404)
   * @returns {StripeObject}
   */
  get(type, id, param) {
    const obj = this.objects.get(id);
    if (!obj || obj.object !== type) throw resourceMissing(MISSING_NAME[type] ?? type, id, param);
    return obj;
  }

  /** @param {string} type @param {string} id */
  find(type, id) {
    const obj = this.objects.get(id);
    return obj && obj.object === type ? obj : null;
  }

  /**
   * Objects of a type, newest first (Stripe's list order).
   * @param {string} type
   * @param {(o: StripeObject) => boolean} [keep]
   */
  all(type, keep = () => true) {
    return [...this.objects.values()].filter((o) => o.object === type && keep(o)).reverse();
  }

  /**
   * The public shape of an object: a deep copy without internal `_fields`, with `expand` applied.
   * @param {StripeObject} obj
   * @param {string[]} [expand]
   */
  render(obj, expand = []) {
    const copy = publicCopy(obj);
    for (const p of expand) this.expandPath(copy, p.split('.'), p);
    return copy;
  }

  /**
   * A list object, newest first, with `limit`, `starting_after` and `ending_before`.
   * @param {StripeObject[]} items
   * @param {{ url: string, limit?: number, startingAfter?: string, endingBefore?: string, expand?: string[] }} o
   */
  renderList(items, o) {
    const limit = o.limit ?? 10;
    if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
    let start = 0;
    let end = items.length;
    if (o.startingAfter) {
      const i = items.findIndex((x) => x.id === o.startingAfter);
      if (i < 0) throw invalidRequest(`No such object: '${o.startingAfter}'`, 'starting_after');
      start = i + 1;
    } else if (o.endingBefore) {
      const i = items.findIndex((x) => x.id === o.endingBefore);
      if (i < 0) throw invalidRequest(`No such object: '${o.endingBefore}'`, 'ending_before');
      end = i;
      start = Math.max(0, end - limit);
    }
    const page = items.slice(start, Math.min(end, start + limit));
    const list = {
      object: 'list',
      data: page.map((x) => publicCopy(x)),
      has_more: o.endingBefore ? start > 0 : start + limit < end,
      url: o.url,
    };
    for (const p of o.expand ?? []) this.expandPath(list, p.split('.'), p);
    return list;
  }

  /**
   * Replace the id at `segments` with the object it names (recursively through lists).
   * @param {any} node
   * @param {string[]} segments
   * @param {string} whole the original path, for the error
   */
  expandPath(node, segments, whole) {
    if (node === null || node === undefined || segments.length === 0) return;
    if (Array.isArray(node)) {
      for (const item of node) this.expandPath(item, segments, whole);
      return;
    }
    const [field, ...rest] = /** @type {[string, ...string[]]} */ (segments);
    const forType = this.includable[node.object];
    const includable = forType && Object.hasOwn(forType, field) ? forType[field] : undefined;
    if (includable && node[field] === undefined) {
      const original = this.objects.get(node.id);
      if (original) node[field] = includable(original);
    }
    if (!Object.hasOwn(node, field))
      throw invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
    let value = node[field];
    if (typeof value === 'string') {
      const target = this.objects.get(value);
      if (!target) throw invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
      value = publicCopy(target);
      node[field] = value;
    }
    this.expandPath(value, rest, whole);
  }
}

/**
 * @param {any} value
 * @returns {any}
 */
export function publicCopy(value) {
  return JSON.parse(JSON.stringify(value, (k, v) => (k.startsWith('_') ? undefined : v)));
}
