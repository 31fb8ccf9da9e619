/**
 * How hard to fuzz. `npm test` sends a few thousand requests with a fixed seed, so a run
 * reproduces; `npm run fuzz -- --runs N` sends N per case and picks a fresh seed each time.
 *   FUZZ_RUNS      requests per case (operation, caller, focus); wins over FUZZ_REQUESTS
 *   FUZZ_REQUESTS  total requests, shared out evenly over the cases
 *   FUZZ_SEED      base seed; each case derives its own, so adding a route changes no other
 */
export const DEFAULT_TOTAL_REQUESTS = 3_000;
export const DEFAULT_SEED = 20_261_123;

export interface FuzzBudget {
  seed: number;
  runsPerCase: number;
}

export function fuzzBudget(cases: number, env: NodeJS.ProcessEnv = process.env): FuzzBudget {
  const runs = positiveInteger(env.FUZZ_RUNS, 'FUZZ_RUNS');
  const total = positiveInteger(env.FUZZ_REQUESTS, 'FUZZ_REQUESTS') ?? DEFAULT_TOTAL_REQUESTS;
  const seed = env.FUZZ_SEED === undefined || env.FUZZ_SEED === '' ? DEFAULT_SEED : Number(env.FUZZ_SEED);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${env.FUZZ_SEED}`);
  return { seed, runsPerCase: runs ?? Math.max(5, Math.ceil(total / Math.max(1, cases))) };
}

/** A stable per-case seed: the base seed mixed with a hash of the case's name. */
export function caseSeed(base: number, name: string): number {
  let hash = base | 0;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return hash;
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer, got ${value}`);
  return parsed;
}
