import { describe, expect, it } from 'vitest';
import { forgetPurchase, purchaseShown, recallPurchase, rememberPurchase } from './pendingPurchase';
import { subscriptionView, transaction } from './testing/subscriptionView';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the purchase noted before leaving for checkout', () => {
  it('is recalled as it was noted, until forgotten', () => {
    const storage = memoryStorage();
    expect(recallPurchase(storage)).toBeNull();
    rememberPurchase({ kind: 'extra-pack', extraApplicationsBefore: 5 }, storage);
    expect(recallPurchase(storage)).toEqual({ kind: 'extra-pack', extraApplicationsBefore: 5 });
    rememberPurchase({ kind: 'plan' }, storage);
    expect(recallPurchase(storage)).toEqual({ kind: 'plan' });
    forgetPurchase(storage);
    expect(recallPurchase(storage)).toBeNull();
  });

  it('is nothing when storage holds something else or refuses', () => {
    const storage = memoryStorage();
    storage.setItem('hirerelayPendingPurchase', '{"kind":"extra-pack"}');
    expect(recallPurchase(storage)).toBeNull();
    storage.setItem('hirerelayPendingPurchase', 'not json');
    expect(recallPurchase(storage)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberPurchase({ kind: 'plan' }, refusing)).not.toThrow();
    expect(recallPurchase(refusing)).toBeNull();
  });
});

describe('a paid purchase shows', () => {
  const active = subscriptionView({ id: 'sub_new' });

  it('for a plan: once active with its first invoice listed (webhooks arrive in any order)', () => {
    const plan = { kind: 'plan' } as const;
    expect(purchaseShown(plan, null, [])).toBe(false);
    expect(purchaseShown(plan, subscriptionView({ id: 'sub_new', status: 'incomplete' }), [])).toBe(false);
    expect(purchaseShown(plan, active, [])).toBe(false);
    expect(purchaseShown(plan, active, [transaction({ subscriptionId: 'sub_old' })])).toBe(false);
    expect(purchaseShown(plan, active, [transaction({ subscriptionId: 'sub_new' })])).toBe(true);
  });

  it('for extra packs: once the period’s extra applications grew', () => {
    const pack = { kind: 'extra-pack', extraApplicationsBefore: 0 } as const;
    expect(purchaseShown(pack, subscriptionView({ extraApplications: 0 }), [])).toBe(false);
    expect(purchaseShown(pack, subscriptionView({ extraApplications: 5, jobQuota: 30 }), [])).toBe(true);
  });

  it('without a note: once the subscription is active', () => {
    expect(purchaseShown(null, subscriptionView({ status: 'incomplete' }), [])).toBe(false);
    expect(purchaseShown(null, active, [])).toBe(true);
  });
});
