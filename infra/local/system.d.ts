// Types of system.mjs: launching HireRelay's own processes (services and gateway).
import type { BackingEnv } from './index.js';

export declare const REPO_ROOT: string;
export declare const SERVICES: readonly ['identity', 'jobs', 'billing', 'content', 'notifications'];
export declare function databaseName(service: string): string;

export declare function serviceEnv(
  service: string,
  backing: BackingEnv,
  extra?: Record<string, string>,
): Record<string, string>;
export declare function gatewayEnv(
  backing: BackingEnv,
  options: { port: number; host?: string; webDistDir?: string },
  extra?: Record<string, string>,
): Record<string, string>;

/** Applies every service's committed migrations (`prisma migrate deploy`). */
export declare function migrateDatabases(
  backing: BackingEnv,
  options?: { log?: (line: string) => void },
): Promise<void>;

export interface RunningApp {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts one built app (`<dir>/dist/main.js`) with exactly `env` (plus PATH). */
export declare function startApp(options: {
  name: string;
  dir: string;
  env: Record<string, string>;
  logFile: string;
}): RunningApp;

export interface RunningSystem {
  url: string;
  apps: RunningApp[];
  stop(): Promise<void>;
}

/** Starts the five services and the gateway; resolves once GET /api/health answers 200. */
export declare function startSystem(options: {
  backing: BackingEnv;
  port: number;
  logDir: string;
  webDistDir?: string;
  host?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<RunningSystem>;

export declare function tail(file: string, lines?: number): string;
