import { PrismaPg } from '@prisma/adapter-pg';
import { observePgPool } from '../metrics/backlog-metrics.js';

/**
 * How many distinct SQL texts one process prepares as named statements. Prisma's statements come
 * from a finite set of queries, but an `IN (…)` list or optional raw-SQL conditions make a few
 * variants each; past this many the rest run unnamed, so a backend never keeps an unbounded
 * number of prepared statements.
 */
export const MAX_NAMED_STATEMENTS = 1_000;

/**
 * Names each distinct SQL text once (`hr1`, `hr2`, …) so node-postgres prepares it once per
 * connection and then only binds and executes it. Unnamed statements are parsed and planned by
 * PostgreSQL on every execution: named ones cut its CPU per request roughly in half on the blog
 * list's two queries. One name always means one text (node-postgres refuses a name reused for
 * another text), and texts past `limit` get no name.
 */
export function statementNamer(limit = MAX_NAMED_STATEMENTS): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined && names.size < limit) {
      name = `hr${names.size + 1}`;
      names.set(sql, name);
    }
    // node-postgres runs a query without a name as an unnamed statement, as before.
    return name as string;
  };
}

/**
 * The driver adapter of every service's Prisma client: node-postgres with named prepared
 * statements (see `statementNamer`). Caveat for operators: a pooler in transaction mode
 * (PgBouncer < 1.21) cannot carry named statements across server connections.
 */
export function createPgAdapter(databaseUrl: string): PrismaPg {
  return new ObservedPrismaPg(
    { connectionString: databaseUrl },
    { statementNameGenerator: statementNamer() },
  );
}

/** The adapter whose pools (one per connect, made by the adapter) report their use as metrics. */
class ObservedPrismaPg extends PrismaPg {
  override async connect(): ReturnType<PrismaPg['connect']> {
    const adapter = await super.connect();
    observePgPool(adapter.underlyingDriver());
    return adapter;
  }
}
