import type { BackingEnv } from '@hirerelay/local-infra';
import type { SharedSystemInfo } from './shared-system.js';

// What the integration global setup hands to every test file through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    backing: BackingEnv;
    shared: SharedSystemInfo;
  }
}

export {};
