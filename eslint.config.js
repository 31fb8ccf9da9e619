import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One lint for the whole workspace. The Nx boundary rule keeps the architecture honest: a
 * service never imports another service, the gateway never imports a service, the web app and the
 * browser extension only use the shared libraries, and shared libraries never reach for server or test code.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/src/generated/**',
      '.nx/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/lib/api/schema.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The apps' entry files (main.ts) import everything with `await import()` after tracing
          // has started (OpenTelemetry's ESM hooks must be in place before Nest, pg and Redis
          // load). That is an order of loading, not a lazy-loaded library: static imports of the
          // same library elsewhere are fine.
          checkDynamicDependenciesExceptions: ['@hirerelay/*'],
          depConstraints: [
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:extension', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
            {
              sourceTag: 'scope:test',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:infra'],
            },
            { sourceTag: 'type:infra', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // What a service, the gateway and the web app ship: the test fixtures (scope:test) and the
    // local servers (scope:infra) are for tests and scripts, never for running code. The Nx rule
    // above works per project, and a project's tests may use them, so this one works per file.
    files: [
      'services/*/src/**/*.ts',
      'gateway/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'extension/src/**/*.ts',
    ],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@hirerelay/testing',
                '@hirerelay/testing/*',
                '@hirerelay/local-infra',
                '@hirerelay/local-infra/*',
              ],
              message:
                'Application code may not import test fixtures or the local servers (scope:test, scope:infra).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configs (Prisma CLI, Vitest) share helpers from tools/, which is no project.
    files: [
      'services/*/prisma.config.ts',
      '**/vitest.config.ts',
      'vitest.integration.config.ts',
      'vitest.service.config.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
