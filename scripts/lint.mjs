// @ts-check
// `npm run lint`: ESLint and Prettier over the whole workspace, zero warnings.
// The Nx boundary rule reads Nx's cached project graph and silently checks nothing when there is
// none (a fresh clone), so the graph is computed first.
import { sh } from './lib/bootstrap.mjs';

await sh('npx', ['nx', 'show', 'projects'], { quiet: true });
await sh('npx', ['eslint', '.', '--max-warnings', '0']);
await sh('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
