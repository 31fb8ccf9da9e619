/**
 * How hard to fuzz. `npm test` sends a few thousand requests with a fixed seed, so a run
 * reproduces; `npm run fuzz -- --runs N` sends N per case and picks a fresh seed each time.
 *   FUZZ_RUNS      requests per case (operation, caller, focus), the same for all; wins over FUZZ_REQUESTS
 *   FUZZ_REQUESTS  total requests, shared out over the cases by their weights
 *   FUZZ_SEED      base seed; each case derives its own, so adding a route changes no other
 */
export const DEFAULT_TOTAL_REQUESTS = 3_000;
export const DEFAULT_SEED = 20_261_123;
const MIN_RUNS = 3;

export interface FuzzBudget {
  seed: number;
  /** Requests for a case of this weight (see `focusWeight`). */
  runsFor(weight: number): number;
}

export function fuzzBudget(weights: number[], env: NodeJS.ProcessEnv = process.env): FuzzBudget {
  const runs = positiveInteger(env.FUZZ_RUNS, 'FUZZ_RUNS');
  const total = positiveInteger(env.FUZZ_REQUESTS, 'FUZZ_REQUESTS') ?? DEFAULT_TOTAL_REQUESTS;
  const seed = env.FUZZ_SEED === undefined || env.FUZZ_SEED === '' ? DEFAULT_SEED : Number(env.FUZZ_SEED);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${env.FUZZ_SEED}`);
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  return { seed, runsFor: (weight) => runs ?? Math.max(MIN_RUNS, Math.round((total * weight) / sum)) };
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
