import swc from 'unplugin-swc';

/**
 * Vitest transforms TypeScript with esbuild by default, which drops the decorator metadata Nest's
 * dependency injection reads; swc keeps it. `.swcrc` is ignored here because it excludes specs.
 */
export const swcForNest = () =>
  swc.vite({
    tsconfigFile: false,
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
  });

/**
 * Workspace libraries from their TypeScript sources (the `source` export condition), not from their
 * last build. Tests run in Vite's server environment, which has resolve settings of its own.
 */
export const workspaceSources = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
};
