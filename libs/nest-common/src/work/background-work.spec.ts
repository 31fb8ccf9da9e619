import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BackgroundWork } from './background-work.js';

/** Pending items in memory; each batch takes up to `limit` of them. */
class CountingWork extends BackgroundWork {
  pending: number;
  batches: number[] = [];
  failNext = false;

  constructor(pending: number, batchSize = 3) {
    super(pino({ level: 'silent' }), { name: 'counting', intervalMs: 60_000, batchSize });
    this.pending = pending;
  }

  protected async runBatch(limit: number): Promise<number> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('store down');
    }
    const taken = Math.min(limit, this.pending);
    this.pending -= taken;
    this.batches.push(taken);
    return taken;
  }
}

describe('BackgroundWork', () => {
  it('runs batches until one is not full', async () => {
    const work = new CountingWork(7);
    await work.drain();
    expect(work.batches).toEqual([3, 3, 1]);
    expect(work.pending).toBe(0);
  });

  it('makes one more pass for a kick that came during a run', async () => {
    const work = new CountingWork(2);
    work.kick();
    work.pending += 2; // written while the first pass runs
    work.kick();
    await work.idle();
    expect(work.pending).toBe(0);
    expect(work.batches).toEqual([2, 2]);
  });

  it('survives a failing batch and takes the work at the next kick', async () => {
    const work = new CountingWork(2);
    work.failNext = true;
    await work.drain();
    expect(work.pending).toBe(2);
    await work.drain();
    expect(work.pending).toBe(0);
  });

  it('does nothing once the module is destroyed', async () => {
    const work = new CountingWork(2);
    await work.onModuleDestroy();
    work.kick();
    await work.idle();
    expect(work.batches).toEqual([]);
  });
});
