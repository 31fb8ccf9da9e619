import type { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPgDatabase } from './pg-database.js';

const URL = 'postgresql://nobody@127.0.0.1:1/none';

/** What Prisma's client does with its adapter, reduced to running one statement. */
async function prismaRuns(adapter: PrismaPg, sql: string): Promise<void> {
  const connection = await adapter.connect();
  await connection.queryRaw({ sql, args: [], argTypes: [] });
}

describe('createPgDatabase', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads on the same pool as the Prisma client, under the same statement names', async () => {
    const sent: { pool: pg.Pool; name?: string; text: string; values?: unknown[] }[] = [];
    vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(async function (this: pg.Pool, config: unknown) {
      sent.push({ pool: this, ...(config as { name?: string; text: string; values?: unknown[] }) });
      return { fields: [], rows: [{ id: 'a' }], rowCount: 1 };
    } as never);
    let adapter: PrismaPg | undefined;
    const db = createPgDatabase(URL, (given) => {
      adapter = given;
      return { client: true };
    });

    await prismaRuns(adapter!, 'SELECT 1');
    const rows = await db.reads.rows<{ id: string }>({ text: 'SELECT 1', values: [] });
    await db.reads.rows({ text: 'SELECT $1::int', values: [2] });

    expect(rows).toEqual([{ id: 'a' }]);
    // One name per text whichever way it goes: node-postgres refuses a name reused for another text.
    expect(sent.map(({ name, text }) => [name, text])).toEqual([
      [expect.stringMatching(/^hr\d+$/), 'SELECT 1'],
      [sent[0]!.name, 'SELECT 1'],
      [expect.not.stringMatching(sent[0]!.name!), 'SELECT $1::int'],
    ]);
    expect(sent[2]!.values).toEqual([2]);
    expect(new Set(sent.map(({ pool }) => pool)).size).toBe(1);
  });

  it('ends the shared pool when the client disconnects', async () => {
    vi.spyOn(pg.Pool.prototype, 'query').mockResolvedValue({ fields: [], rows: [], rowCount: 0 } as never);
    const end = vi.spyOn(pg.Pool.prototype, 'end').mockResolvedValue(undefined as never);
    let adapter: PrismaPg | undefined;
    createPgDatabase(URL, (given) => {
      adapter = given;
      return {};
    });
    const connection = await adapter!.connect();
    await connection.dispose();
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('keeps the client as it is, with `reads` beside its own members', () => {
    const client = { $disconnect: () => Promise.resolve() };
    const db = createPgDatabase(URL, () => client);
    expect(db).toBe(client);
    expect(Object.keys(db)).toEqual(['$disconnect']);
    expect(typeof db.reads.rows).toBe('function');
  });
});
