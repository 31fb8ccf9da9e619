import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE } from '../bootstrap/tokens.js';
import type { TransactionalDb } from '../events/sql.js';
import { TransactionRunner, withTransactionTimeout } from './transactions.js';

interface FakeTx {
  $executeRawUnsafe(): Promise<number>;
  $queryRawUnsafe<T>(): Promise<T>;
  marker: 'tx';
}

function fakeDb() {
  const tx: FakeTx = {
    $executeRawUnsafe: async () => 0,
    $queryRawUnsafe: async <T>() => [] as T,
    marker: 'tx',
  };
  const $transaction = vi.fn(
    async (work: (handle: FakeTx) => Promise<unknown>, _options?: { timeout?: number }) => work(tx),
  );
  const db = {
    $transaction,
    $executeRawUnsafe: vi.fn(async () => 0),
    $queryRawUnsafe: vi.fn(async () => []),
    $disconnect: vi.fn(async () => undefined),
  } as unknown as TransactionalDb<FakeTx>;
  return { db, $transaction };
}

@Injectable()
class ServiceTransactions extends TransactionRunner<FakeTx> {}

describe('TransactionRunner', () => {
  it('runs the work in one transaction of the DATABASE client and returns its result', async () => {
    const { db, $transaction } = fakeDb();
    const result = await new TransactionRunner<FakeTx>(db).run(async (tx) => tx.marker);
    expect(result).toBe('tx');
    expect($transaction).toHaveBeenCalledTimes(1);
    expect($transaction.mock.calls[0]?.[1]).toBeUndefined();
  });

  it('passes a longer timeout on when asked', async () => {
    const { db, $transaction } = fakeDb();
    await new TransactionRunner<FakeTx>(db).run(async () => undefined, { timeoutMs: 60_000 });
    expect($transaction.mock.calls[0]?.[1]).toEqual({ timeout: 60_000 });
  });

  it("is injected with the service's DATABASE when a service subclasses it without a constructor", async () => {
    const { db, $transaction } = fakeDb();
    @Module({ providers: [{ provide: DATABASE, useValue: db }, ServiceTransactions] })
    class TestModule {}
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    await app.get(ServiceTransactions).run(async () => undefined);
    expect($transaction).toHaveBeenCalledTimes(1);
    await app.close();
  });
});

describe('withTransactionTimeout', () => {
  it('gives every transaction the timeout unless the caller sets its own', async () => {
    const { db, $transaction } = fakeDb();
    const slow = withTransactionTimeout(db, 60_000);
    await slow.$transaction(async () => undefined);
    await slow.$transaction(async () => undefined, { timeout: 1_000 });
    expect($transaction.mock.calls.map((call) => call[1])).toEqual([{ timeout: 60_000 }, { timeout: 1_000 }]);
  });
});
