// @ts-check
// `npm run fuzz -- --runs N [--seed S]`: the fuzz tier of the integration tests
// (gateway/test/integration/fuzz.int-spec.ts), longer: N generated requests for every operation,
// caller and focus (`npm test` shares a few thousand out by weight), and a fresh seed unless one is
// given (the seed is printed, and a failure names it, so any run can be repeated).
// Builds first (Nx-cached): the integration tests run the built apps.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildAll, say, sh } from './lib/bootstrap.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
const runs = values.runs ?? '200';
const seed = values.seed ?? String(randomInt(2 ** 31));
for (const [name, value] of [
  ['--runs', runs],
  ['--seed', seed],
]) {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    say(`${name} takes a positive integer, got ${value}`);
    process.exit(2);
  }
}

try {
  await buildAll();
  say(`fuzzing with ${runs} requests per case, seed ${seed}`);
  await sh(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.integration.config.ts',
      'gateway/test/integration/fuzz.int-spec.ts',
    ],
    { env: { FUZZ_RUNS: runs, FUZZ_SEED: seed } },
  );
} catch (error) {
  say(`${error instanceof Error ? error.message : String(error)} (seed ${seed})`);
  process.exit(1);
}
