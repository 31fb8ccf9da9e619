/**
 * Is this error "the database server cannot be reached right now" rather than a fault of the
 * request or of our code? Such errors become SERVICE_UNAVAILABLE (503) at the RPC edge, and the
 * outbox relay logs them once per outage instead of once per poll.
 *
 * Recognised by code wherever the layers give one: Prisma's connection error codes, the pg
 * driver adapter's error kinds (raw queries report those under P2010), PostgreSQL's SQLSTATEs
 * for a server going away, and Node's socket error codes. Only node-postgres's own "Connection
 * terminated …" errors carry no code at all (the first query on a pooled connection whose server
 * has gone): those are matched by their fixed text.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; isObject(current) && depth < 5; depth++) {
    if (matchesOne(current)) return true;
    current = current.cause;
  }
  return false;
}

/** Prisma: can't reach server, connect timeout, socket timeout, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

/** @prisma/adapter-pg's kinds for a server it cannot talk to (see its convertDriverError). */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * SQLSTATE class 08 (connection exception), admin/crash shutdown, "cannot connect now" (starting
 * up or shutting down), too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

const NODE_POSTGRES_TEXTS = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
];

function matchesOne(error: Record<string, unknown>): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  const errorCode = typeof error.errorCode === 'string' ? error.errorCode : undefined; // PrismaClientInitializationError
  if ((code && PRISMA_CODES.has(code)) || (errorCode && PRISMA_CODES.has(errorCode))) return true;
  if (code && (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (code && SOCKET_CODES.has(code) && typeof error.syscall === 'string') return true;
  if (adapterKindUnreachable(error)) return true;
  if (code === undefined && typeof error.message === 'string') {
    return NODE_POSTGRES_TEXTS.some((text) => (error.message as string).startsWith(text));
  }
  return false;
}

/** Prisma keeps the adapter's error at `meta.driverAdapterError.cause`; the adapter error itself has `cause`. */
function adapterKindUnreachable(error: Record<string, unknown>): boolean {
  const meta = isObject(error.meta) ? error.meta : undefined;
  const adapterError = isObject(meta?.driverAdapterError) ? meta.driverAdapterError : undefined;
  for (const candidate of [
    adapterError?.cause,
    error.name === 'DriverAdapterError' ? error.cause : undefined,
  ]) {
    if (!isObject(candidate)) continue;
    if (typeof candidate.kind === 'string' && ADAPTER_KINDS.has(candidate.kind)) return true;
    // kind "postgres" carries the server's SQLSTATE in `code` (and `originalCode`)
    const sqlState = typeof candidate.code === 'string' ? candidate.code : candidate.originalCode;
    if (candidate.kind === 'postgres' && typeof sqlState === 'string') {
      if (SQLSTATES.has(sqlState) || /^08[0-9A-Z]{3}$/.test(sqlState)) return true;
    }
  }
  return false;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
