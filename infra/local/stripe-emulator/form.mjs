// @ts-check
// Stripe's request encoding: `application/x-www-form-urlencoded` (and the query string of GET
// requests) with bracketed keys. The SDK sends `items[0][price]=price_1&expand[0]=customer`;
// curl users write `expand[]=customer`. Both become nested objects and arrays here. Values stay
// strings (as Stripe receives them); the resources read them with the helpers below.

import { invalidParam, missingParam, unknownParam } from './errors.mjs';

/** @typedef {string | any[] | { [key: string]: any }} FormValue */
/** @typedef {{ [key: string]: FormValue }} FormObject */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * @param {string} encoded `a=1&b[c]=2&d[]=x&d[]=y&e[0][f]=z`
 * @returns {FormObject}
 */
export function parseForm(encoded) {
  /** @type {FormObject} */
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw invalidParam(rawKey, `Invalid parameter name: ${rawKey}`);
    const path = [
      /** @type {string} */ (match[1]),
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    // Keys that would reach Object.prototype are no parameter names.
    if (path.some((segment) => FORBIDDEN_KEYS.has(segment)))
      throw invalidParam(rawKey, `Invalid parameter name: ${rawKey}`);
    assign(root, path, value);
  }
  return /** @type {FormObject} */ (arraysFromIndexes(root));
}

/**
 * @param {FormObject} obj
 * @param {string[]} path
 * @param {string} value
 */
function assign(obj, path, value) {
  /** @type {any} */
  let node = obj;
  for (let i = 0; i < path.length; i++) {
    const key = /** @type {string} */ (path[i]);
    const last = i === path.length - 1;
    if (key === '') {
      // `expand[]=a`: append (an empty segment in the middle, `a[][b]`, starts a new element).
      const list = Array.isArray(node) ? node : null;
      if (!list) throw invalidParam(path[0] ?? '', `Invalid array parameter: ${path[0]}`);
      if (last) list.push(value);
      else {
        const next = {};
        list.push(next);
        node = next;
      }
      continue;
    }
    if (last) {
      node[key] = value;
      break;
    }
    const nextIsPush = path[i + 1] === '';
    if (!Object.hasOwn(node, key) || typeof node[key] === 'string') node[key] = nextIsPush ? [] : {};
    node = node[key];
  }
}

/**
 * Objects whose keys are all indexes (`items[0]`, `items[1]`) become arrays, in index order.
 * @param {FormValue} value
 * @returns {FormValue}
 */
function arraysFromIndexes(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arraysFromIndexes);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => arraysFromIndexes(/** @type {FormValue} */ (value[k])));
  /** @type {FormObject} */
  const out = {};
  for (const k of keys) out[k] = arraysFromIndexes(/** @type {FormValue} */ (value[k]));
  return out;
}

/** @param {unknown} v @param {string} param */
export function readString(v, param) {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalidParam(param, `Invalid string: ${param} must be a string.`);
  return v;
}

/** @param {unknown} v @param {string} param */
export function readInteger(v, param) {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v))
    throw invalidParam(param, `Invalid integer: ${typeof v === 'string' ? v : param}`);
  return Number(v);
}

/** @param {unknown} v @param {string} param */
export function readBoolean(v, param) {
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw invalidParam(param, `Invalid boolean: ${typeof v === 'string' ? v : param}`);
}

/**
 * `metadata[key]=value`; an empty string deletes a key (as in Stripe); `metadata=` clears all.
 * @param {unknown} v
 * @param {Record<string, string>} [current]
 */
export function readMetadata(v, current = {}) {
  if (v === undefined) return current;
  if (v === '') return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw invalidParam('metadata', 'Invalid hash: metadata must be a hash.');
  const next = { ...current };
  for (const [k, val] of Object.entries(v)) {
    if (typeof val !== 'string') throw invalidParam(`metadata[${k}]`, `Invalid string: metadata[${k}]`);
    if (val === '') delete next[k];
    else next[k] = val;
  }
  return next;
}

/**
 * A list parameter (`expand[]`, `lookup_keys[]`): absent → [].
 * @param {unknown} v
 * @param {string} param
 * @returns {string[]}
 */
export function readStringList(v, param) {
  if (v === undefined) return [];
  if (typeof v === 'string') return [v];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    throw invalidParam(param, `Invalid array: ${param} must be a list of strings.`);
  return /** @type {string[]} */ (v);
}

/**
 * An object parameter (`recurring[interval]`), or undefined.
 * @param {unknown} v
 * @param {string} param
 * @returns {Record<string, any> | undefined}
 */
export function readHash(v, param) {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw invalidParam(param, `Invalid hash: ${param} must be a hash.`);
  return /** @type {Record<string, any>} */ (v);
}

/**
 * A list of objects (`items[0][price]`), or undefined.
 * @param {unknown} v
 * @param {string} param
 * @returns {Record<string, any>[] | undefined}
 */
export function readHashList(v, param) {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'object' || x === null || Array.isArray(x)))
    throw invalidParam(param, `Invalid array: ${param} must be a list of hashes.`);
  return /** @type {Record<string, any>[]} */ (v);
}

/**
 * Refuse parameters an endpoint does not know, as Stripe does (`expand` is always allowed).
 * @param {Record<string, unknown>} body
 * @param {string[]} allowed
 */
export function allowOnly(body, allowed) {
  for (const key of Object.keys(body))
    if (key !== 'expand' && !allowed.includes(key)) throw unknownParam(key);
}

/**
 * The paging parameters of a list request.
 * @param {Record<string, unknown>} q
 */
export function listParams(q) {
  return {
    limit: readInteger(q.limit, 'limit'),
    startingAfter: readString(q.starting_after, 'starting_after'),
    endingBefore: readString(q.ending_before, 'ending_before'),
  };
}

export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before'];

/**
 * A required string parameter.
 * @param {Record<string, unknown>} body
 * @param {string} param
 */
export function requireString(body, param) {
  const v = readString(body[param], param);
  if (v === undefined || v === '') throw missingParam(param);
  return v;
}
