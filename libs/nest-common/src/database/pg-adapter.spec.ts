import { describe, expect, it } from 'vitest';
import { statementNamer } from './pg-adapter.js';

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
