// @ts-check
// index.mjs only re-exports the modules it is split into (backing-servers.mjs, servers/, lib/):
// every value index.d.ts declares must come out of it, and nothing undeclared (node --test).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';

const declared = [
  ...(await readFile(new URL('../index.d.ts', import.meta.url), 'utf8')).matchAll(
    /^export declare (?:const|function) (\w+)/gm,
  ),
].map((m) => /** @type {string} */ (m[1]));

describe('@hirerelay/local-infra public API', () => {
  it('exports exactly the values index.d.ts declares', async () => {
    const api = await import('../index.mjs');
    assert.deepEqual(Object.keys(api).sort(), [...new Set(declared)].sort());
  });

  it('keeps the constants the apps and tests rely on', async () => {
    const api = await import('../index.mjs');
    assert.equal(api.S3_BUCKET, 'user-documents');
    assert.equal(api.DEFAULT_PORTS.postgres, 5433);
    assert.equal(api.DEFAULT_DATA_DIR, new URL('../../../.data', import.meta.url).pathname);
    assert.equal(
      api.databaseUrl({ POSTGRES_URL: 'postgresql://postgres@127.0.0.1:1' }, 'db'),
      'postgresql://postgres@127.0.0.1:1/db',
    );
  });
});
