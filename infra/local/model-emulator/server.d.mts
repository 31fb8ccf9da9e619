import type { Server } from 'node:http';

/** The key the stand-in accepts (fixed, not a secret). */
export declare const LOCAL_DRAFTING_API_KEY: string;
/** The one model it offers. */
export declare const LOCAL_DRAFTING_MODEL: string;

/** A request the stand-in received (headers lower-cased; the body as sent). */
export interface RecordedModelRequest {
  at: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** ok: a letter; fail: HTTP 500; slow: a letter after `delayMs`; bad: a reply without a choice. */
export type ModelStandInMode = 'ok' | 'fail' | 'slow' | 'bad';

export interface ModelEmulator {
  server: Server;
  requests(): RecordedModelRequest[];
  setMode(mode: ModelStandInMode, delayMs?: number): void;
  close(): Promise<void>;
}

export interface RunningModelEmulator extends ModelEmulator {
  port: number;
  /** `http://127.0.0.1:PORT/v1`. */
  url: string;
  /** jobs' settings that point drafting at the stand-in. */
  env: { DRAFTING_API_URL: string; DRAFTING_API_KEY: string; DRAFTING_MODEL: string };
}

/** The letter the stand-in writes from the chat messages' facts. */
export declare function standInLetter(messages: Array<{ role?: string; content?: string }>): string;
export declare function createModelEmulator(options?: {
  apiKey?: string;
  log?: (line: string) => void;
}): ModelEmulator;
/** The stand-in on 127.0.0.1 (a free port unless given), in this process. */
export declare function startModelEmulator(options?: {
  port?: number;
  apiKey?: string;
  log?: (line: string) => void;
}): Promise<RunningModelEmulator>;
