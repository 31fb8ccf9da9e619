import fs from 'node:fs';
import path from 'node:path';
import type { BackingEnv } from '@hirerelay/local-infra';
import { startTestSystem, testLogDir, type RunningSystem } from './system.js';
import { waitFor } from './wait.js';
import './vitest-context.js';

/**
 * The integration run's one system: the five services and the gateway, started once by the global
 * setup on a set of backing servers of its own (so the apps the other files start on `backing`
 * never share a NATS queue group with it), with the default test settings plus what the jobs files
 * need (jobs may fetch the fixture pages on 127.0.0.1). Files `inject('shared')` it and call
 * `useSharedSystem`; files that need other service settings, or stop apps or servers, start their
 * own system on `inject('backing')` and say why.
 */
export interface SharedSystemInfo {
  /** The shared system's backing servers (its databases, mail sink, stand-ins). */
  backing: BackingEnv;
  /** Where the shared apps write their logs. */
  logDir: string;
  /** Written once the system is up (its JSON: `{ ok: true }` or `{ ok: false, error }`). */
  readyFile: string;
}

/** The service settings the shared system runs with, beside serviceEnv's defaults. */
export const SHARED_SERVICE_ENV: Record<string, Record<string, string>> = {
  // The follow-up work looks every second, so a test that ages an application sees its task soon.
  jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1', FOLLOW_UP_INTERVAL_MS: '1000' },
};

/**
 * Starts the shared system in the background (files that never use it do not wait for it) and
 * answers where it will be, and how to stop it.
 */
export function startSharedSystem(backing: BackingEnv): {
  info: SharedSystemInfo;
  stop(): Promise<void>;
} {
  const logDir = testLogDir('shared-system');
  const readyFile = path.join(logDir, 'ready.json');
  fs.rmSync(readyFile, { force: true });
  const started: Promise<RunningSystem | null> = startTestSystem(backing, logDir, {
    serviceEnv: SHARED_SERVICE_ENV,
  }).then(
    (system) => {
      fs.writeFileSync(
        readyFile,
        JSON.stringify({ ok: true, url: system.url, twilioWebhookUrl: system.twilioWebhookUrl }),
      );
      return system;
    },
    (error: unknown) => {
      fs.writeFileSync(readyFile, JSON.stringify({ ok: false, error: String(error) }));
      return null;
    },
  );
  return {
    info: { backing, logDir, readyFile },
    stop: async () => {
      await (await started)?.stop();
    },
  };
}

/** The shared system, once it is up: its gateway's address and its backing servers. */
export interface SharedSystem {
  url: string;
  /** The public URL the Twilio stand-in signs incoming texts for (see RunningSystem). */
  twilioWebhookUrl: string | null;
  backing: BackingEnv;
  logDir: string;
}

/** Waits (up to two minutes) until the global setup's shared system is up, and answers it. */
export async function useSharedSystem(info: SharedSystemInfo): Promise<SharedSystem> {
  const ready = await waitFor(
    () => {
      if (!fs.existsSync(info.readyFile)) return null;
      return JSON.parse(fs.readFileSync(info.readyFile, 'utf8')) as
        { ok: true; url: string; twilioWebhookUrl: string | null } | { ok: false; error: string };
    },
    { timeoutMs: 120_000, intervalMs: 200, description: 'the shared test system is up' },
  );
  if (!ready.ok) throw new Error(`the shared test system did not start: ${ready.error}`);
  return {
    url: ready.url,
    twilioWebhookUrl: ready.twilioWebhookUrl,
    backing: info.backing,
    logDir: info.logDir,
  };
}
