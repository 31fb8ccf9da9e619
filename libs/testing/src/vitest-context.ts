import type { BackingEnv } from '@hirerelay/local-infra';

// What the integration global setup hands to every test file through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    backing: BackingEnv;
  }
}

export {};
