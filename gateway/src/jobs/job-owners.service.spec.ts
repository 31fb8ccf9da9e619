import { randomUUID } from 'node:crypto';
import type { TJobRow, TJobsPage } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobOwners, OWNER_CACHE_MAX_ENTRIES, OWNER_CACHE_TTL_MS } from './job-owners.service.js';

/** identity's user-contacts stood in: the names it holds now, each question recorded. */
function fakeIdentity() {
  const names = new Map<string, string>();
  const asked: string[][] = [];
  let down = false;
  const rpc = {
    request: vi.fn(async (_contract: unknown, { userIds }: { actorId: string; userIds: string[] }) => {
      asked.push(userIds);
      if (down) throw new Error('identity did not answer in time');
      return {
        users: userIds
          .filter((id) => names.has(id))
          .map((id) => ({ id, fullName: names.get(id) ?? null, email: `${id.slice(0, 8)}@example.com` })),
      };
    }),
  };
  return {
    names,
    asked,
    setDown: (value: boolean) => {
      down = value;
    },
    owners: new JobOwners(rpc as unknown as RpcClient, { warn: vi.fn() } as unknown as Logger),
  };
}

const STAFF_ID = randomUUID();
const pageOf = (userIds: string[]): TJobsPage => ({
  items: userIds.map((userId) => ({ id: randomUUID(), userId }) as TJobRow),
  nextCursor: null,
});
const namesOn = (page: { items: { owner?: { fullName: string | null } | null }[] }) =>
  page.items.map((row) => row.owner?.fullName ?? null);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the owners on a staff page of the jobs list (identity's names, kept a few seconds)", () => {
  it('asks identity once for the same owners within the TTL, and again after it: a rename shows then', async () => {
    const identity = fakeIdentity();
    const [ann, bob] = [randomUUID(), randomUUID()];
    identity.names.set(ann, 'Ann').set(bob, 'Bob');

    expect(namesOn(await identity.owners.decorate(pageOf([ann, bob, ann]), STAFF_ID))).toEqual([
      'Ann',
      'Bob',
      'Ann',
    ]);
    expect(identity.asked).toEqual([[ann, bob]]);

    identity.names.set(ann, 'Ann Renamed');
    vi.advanceTimersByTime(OWNER_CACHE_TTL_MS - 1);
    expect(namesOn(await identity.owners.decorate(pageOf([bob, ann]), STAFF_ID))).toEqual(['Bob', 'Ann']);
    expect(identity.asked).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(namesOn(await identity.owners.decorate(pageOf([ann]), STAFF_ID))).toEqual(['Ann Renamed']);
    expect(identity.asked).toEqual([[ann, bob], [ann]]);
  });

  it('asks only for the owners it does not hold, and keeps an unknown (deleted) account as null', async () => {
    const identity = fakeIdentity();
    const [ann, bob, gone] = [randomUUID(), randomUUID(), randomUUID()];
    identity.names.set(ann, 'Ann').set(bob, 'Bob');
    await identity.owners.decorate(pageOf([ann]), STAFF_ID);
    const page = await identity.owners.decorate(pageOf([ann, bob, gone]), STAFF_ID);
    expect(page.items.map((row) => row.owner)).toEqual([
      { fullName: 'Ann', email: `${ann.slice(0, 8)}@example.com` },
      { fullName: 'Bob', email: `${bob.slice(0, 8)}@example.com` },
      null,
    ]);
    await identity.owners.decorate(pageOf([gone, bob]), STAFF_ID);
    expect(identity.asked).toEqual([[ann], [bob, gone]]);
  });

  it('shows owners as null when identity does not answer, and asks again next time', async () => {
    const identity = fakeIdentity();
    const ann = randomUUID();
    identity.names.set(ann, 'Ann');
    identity.setDown(true);
    expect(namesOn(await identity.owners.decorate(pageOf([ann]), STAFF_ID))).toEqual([null]);
    identity.setDown(false);
    expect(namesOn(await identity.owners.decorate(pageOf([ann]), STAFF_ID))).toEqual(['Ann']);
    expect(identity.asked).toEqual([[ann], [ann]]);
  });

  it('keeps at most OWNER_CACHE_MAX_ENTRIES owners, the oldest read going first', async () => {
    const identity = fakeIdentity();
    const first = randomUUID();
    identity.names.set(first, 'First');
    await identity.owners.decorate(pageOf([first]), STAFF_ID);
    const others = Array.from({ length: OWNER_CACHE_MAX_ENTRIES }, () => randomUUID());
    // Asked in batches of identity's limit (200 accounts per question).
    await identity.owners.contactsOf(others, STAFF_ID);
    expect(identity.asked.slice(1).every((batch) => batch.length <= 200)).toBe(true);
    expect(identity.asked.slice(1).flat()).toEqual(others);
    const asked = identity.asked.length;
    await identity.owners.decorate(pageOf([others.at(-1)!]), STAFF_ID);
    expect(identity.asked).toHaveLength(asked);
    await identity.owners.decorate(pageOf([first]), STAFF_ID);
    expect(identity.asked.at(-1)).toEqual([first]);
  });
});
