// @ts-check
// Stripe's bracket form encoding and the period arithmetic (node --test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addInterval } from './clock.mjs';
import { StripeError } from './errors.mjs';
import { parseForm, readBoolean, readInteger, readMetadata } from './form.mjs';

describe('parseForm', () => {
  it('reads the SDK encoding (indexes) and the curl one (empty brackets) alike', () => {
    assert.deepEqual(
      parseForm('items[0][price]=p1&items[0][quantity]=2&items[1][price]=p2&expand[0]=customer'),
      {
        items: [{ price: 'p1', quantity: '2' }, { price: 'p2' }],
        expand: ['customer'],
      },
    );
    assert.deepEqual(parseForm('expand[]=a&expand[]=b.c&lookup_keys[]=pro'), {
      expand: ['a', 'b.c'],
      lookup_keys: ['pro'],
    });
    assert.deepEqual(parseForm('metadata[userId]=u1&recurring[interval]=month&email=a%40b.c'), {
      metadata: { userId: 'u1' },
      recurring: { interval: 'month' },
      email: 'a@b.c',
    });
  });

  it('orders indexes numerically and keeps empty values', () => {
    assert.deepEqual(parseForm('a[10]=x&a[2]=y&metadata='), { a: ['y', 'x'], metadata: '' });
  });

  it('refuses malformed names and names that would reach Object.prototype with a 400', () => {
    for (const bad of ['a]b=1', '[x]=1', 'a[__proto__][polluted]=1', '__proto__[x]=1', 'a[constructor]=1']) {
      assert.throws(
        () => parseForm(bad),
        (err) => err instanceof StripeError && err.status === 400,
        bad,
      );
    }
    assert.equal(/** @type {any} */ ({}).polluted, undefined);
    // Names of Object.prototype's methods are ordinary (unknown) names.
    assert.deepEqual(parseForm('valueOf[name]=x&toString=y'), { valueOf: { name: 'x' }, toString: 'y' });
  });
});

describe('value readers', () => {
  it('read Stripe’s string values or refuse them with the parameter named', () => {
    assert.equal(readInteger('7500', 'unit_amount'), 7500);
    assert.equal(readBoolean('false', 'active'), false);
    assert.throws(
      () => readInteger('7.5', 'unit_amount'),
      (err) =>
        err instanceof StripeError &&
        err.status === 400 &&
        err.body.code === 'parameter_invalid' &&
        err.body.param === 'unit_amount' &&
        err.message === 'Invalid integer: 7.5',
    );
    assert.throws(
      () => readBoolean('yes', 'active'),
      (err) => err instanceof StripeError && err.body.param === 'active',
    );
  });

  it('merge metadata: an empty value deletes a key, an empty hash clears all', () => {
    assert.deepEqual(readMetadata({ b: '2', a: '' }, { a: '1' }), { b: '2' });
    assert.deepEqual(readMetadata('', { a: '1' }), {});
  });
});

describe('addInterval', () => {
  const t = (/** @type {string} */ iso) => Date.parse(iso) / 1000;
  it('keeps the anchor day, clamped to short months', () => {
    const jan31 = t('2026-01-31T10:00:00Z');
    const feb = addInterval(jan31, 'month', 1, jan31);
    assert.equal(new Date(feb * 1000).toISOString(), '2026-02-28T10:00:00.000Z');
    assert.equal(
      new Date(addInterval(feb, 'month', 1, jan31) * 1000).toISOString(),
      '2026-03-31T10:00:00.000Z',
    );
  });

  it('adds years, weeks and days', () => {
    const d = t('2028-02-29T00:00:00Z');
    assert.equal(new Date(addInterval(d, 'year', 1) * 1000).toISOString(), '2029-02-28T00:00:00.000Z');
    assert.equal(addInterval(d, 'week', 2) - d, 14 * 86_400);
    assert.equal(addInterval(d, 'day', 3) - d, 3 * 86_400);
  });
});
