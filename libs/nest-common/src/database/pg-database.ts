import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { observePgPool } from '../metrics/backlog-metrics.js';
import { statementNamer } from './pg-adapter.js';

/** A statement as a repository builds it (a `Prisma.Sql` is one): `$1`… placeholders and their values. */
export interface PgStatement {
  text: string;
  values: readonly unknown[];
}

/**
 * Reads straight on the pool that the service's Prisma client runs on, for a hot read whose rows
 * go out as they are: no query interpreter, no per-cell conversion into Prisma's types and back
 * (on the jobs list, the two cost about a fifth of the service's CPU). Each distinct text is a
 * named prepared statement, named by the same namer as Prisma's statements on that pool.
 *
 * Rows come as node-postgres produces them: `timestamptz`/`timestamp`/`date` as `Date`,
 * `int4`/`float8` as numbers, `int8`/`numeric` as strings, `uuid` as strings. Writes and anything
 * needing a transaction stay with Prisma: a read here runs on its own pooled connection.
 */
export class PgReads {
  constructor(
    private readonly pool: pg.Pool,
    private readonly statementName: (query: { sql: string }) => string,
  ) {}

  /** The rows of one read (typed by the caller, who wrote the SELECT list). */
  async rows<Row>(statement: PgStatement): Promise<Row[]> {
    const { text, values } = statement;
    const result = await this.pool.query({
      name: this.statementName({ sql: text }),
      text,
      values: values as unknown[],
    });
    return result.rows as Row[];
  }
}

/** A service's database handle: its Prisma client, plus `reads` on the client's own pool. */
export type PgDatabase<Client> = Client & { readonly reads: PgReads };

/**
 * The Prisma client `clientOf` makes over one node-postgres pool with named prepared statements
 * (as `createPgAdapter`), with `reads` on that same pool: one set of connections and one statement
 * namer, whichever way a query goes. `$disconnect()` ends the pool.
 *
 *     createPgDatabase(url, (adapter) => new PrismaClient({ adapter }))
 */
export function createPgDatabase<Client extends object>(
  databaseUrl: string,
  clientOf: (adapter: PrismaPg) => Client,
): PgDatabase<Client> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection that breaks (the server restarted) is dropped by the pool and the next query
  // opens another; without a listener, its error would end the process before Prisma's own
  // listener is added at its first connect.
  pool.on('error', () => undefined);
  observePgPool(pool);
  const statementName = statementNamer();
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
  return Object.defineProperty(clientOf(adapter), 'reads', {
    value: new PgReads(pool, statementName),
    enumerable: false,
  }) as PgDatabase<Client>;
}
