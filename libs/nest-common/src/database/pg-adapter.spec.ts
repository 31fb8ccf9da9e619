import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPgAdapter, statementNamer } from './pg-adapter.js';

describe('statementNamer', () => {
  it('gives each SQL text one stable name, and different texts different names', () => {
    const name = statementNamer();
    const first = name({ sql: 'SELECT 1' });
    expect(first).toMatch(/^hr\d+$/);
    expect(name({ sql: 'SELECT 1' })).toBe(first);
    expect(name({ sql: 'SELECT 2' })).not.toBe(first);
    expect(name({ sql: 'SELECT 2' })).toBe(name({ sql: 'SELECT 2' }));
  });

  it('leaves texts past the limit unnamed (run as unnamed statements), keeping the named ones', () => {
    const name = statementNamer(2);
    const a = name({ sql: 'a' });
    const b = name({ sql: 'b' });
    expect(name({ sql: 'c' })).toBeUndefined();
    expect([name({ sql: 'a' }), name({ sql: 'b' })]).toEqual([a, b]);
  });
});

describe('createPgAdapter', () => {
  it('sends every query to node-postgres under its statement name (prepared once per connection)', async () => {
    const query = vi
      .spyOn(pg.Pool.prototype, 'query')
      .mockImplementation((async () => ({ fields: [], rows: [], rowCount: 0 })) as never);
    try {
      const adapter = await createPgAdapter('postgresql://nobody@127.0.0.1:1/none').connect();
      const run = (sql: string) => adapter.queryRaw({ sql, args: [], argTypes: [] });
      await run('SELECT 1');
      await run('SELECT 2');
      await run('SELECT 1');
      const names = query.mock.calls.map(([config]) => (config as unknown as { name?: string }).name);
      expect(names[0]).toMatch(/^hr\d+$/);
      expect(names).toEqual([names[0], expect.not.stringMatching(names[0]!), names[0]]);
      await adapter.dispose();
    } finally {
      query.mockRestore();
    }
  });
});
