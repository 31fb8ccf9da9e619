import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TImportedJob, TJobDetail, TSubscriptionView } from '@hirerelay/contracts';
import {
  adminSession,
  checkOutOnStandIn,
  identityDatabaseUrl,
  signedUpSession,
  startHealthyGateway,
  startTestSystem,
  textPdf,
  useSharedSystem,
  waitFor,
  type RunningSystem,
  type SharedSystemInfo,
  type TestServersEnv,
} from '@hirerelay/testing';
import pg from 'pg';
import { expect } from 'vitest';

/** What the jobs integration files share: the job pages to import and paying users. */
export type Session = Awaited<ReturnType<typeof signedUpSession>>;

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface FixturePages {
  /** The address of a fixture page by its label (linkedin, indeed, greenhouse, workday, openGraphOnly…). */
  pages: Record<string, string>;
  process: ChildProcess;
}

/**
 * The lookup's fixture page server (infra/local/job-pages/serve.mjs) as a process of its own
 * on a free port: a gateway test may not import the jobs app's files. It prints one page a line.
 */
export async function startFixturePages(): Promise<FixturePages> {
  const script = fileURLToPath(new URL('../../../infra/local/job-pages/serve.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pages: Record<string, string> = {};
  for await (const line of createInterface({ input: child.stdout! })) {
    const [label, url] = line.trim().split(/\s+/);
    if (label && url) pages[label] = url;
    if (Object.keys(pages).length === 6) break;
  }
  return { pages, process: child };
}

/** A fixture page's address for one job id. */
export const fixtureLink = (fixtures: FixturePages, page: string, id: number | string) =>
  `${fixtures.pages[page]!}?jobid=${String(id)}`;

/** A signed-up user who paid for Professional (25 a month) on the stand-in's hosted page. */
export async function subscriber(systemUrl: string): Promise<Session> {
  const account = await signedUpSession(systemUrl);
  await checkOutOnStandIn(account.session, 'professional');
  // Settled: Stripe's events arrive one at a time, and the card and the paid invoice come last. A
  // test that then changes the stored subscription must not be overwritten by a late one.
  await waitFor(
    async () => {
      const { subscription } = (
        await account.session.get<{ subscription: TSubscriptionView | null }>('/api/billing/subscription')
      ).body;
      const { invoices } = (await account.session.get<{ invoices: unknown[] }>('/api/billing/invoices')).body;
      return (
        (subscription?.status === 'active' &&
          subscription.jobQuota === 25 &&
          subscription.paymentMethod !== null &&
          invoices.length > 0) ||
        null
      );
    },
    { timeoutMs: 30_000, description: 'an active Professional subscription, settled' },
  );
  return account;
}

/** The system the jobs files run against, with the fixture pages and the helpers they share. */
/**
 * Gives the owner a profile resume whose text is `lines` (a PDF uploaded as a user does) and waits
 * until jobs has read its copy of the text for `jobId` (identity reads it off the request path and
 * tells jobs by event).
 */
export async function giveProfileResume(
  owner: Session,
  lines: readonly string[],
  jobId: string,
): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(textPdf(lines))], { type: 'application/pdf' }), 'resume.pdf');
  const upload = await owner.session.request('PUT', '/api/profile/resume', { form });
  expect(upload.status).toBe(200);
  await waitFor(
    async () => {
      const { body } = await owner.session.get<TJobDetail>(`/api/jobs/${jobId}`);
      return body.documents.find((document) => document.type === 'resume')?.textState === 'text' || null;
    },
    { timeoutMs: 30_000, description: "jobs' copy of the profile resume's text" },
  );
}

export interface JobsSystem {
  /** The gateway's address. */
  url: string;
  /** The backing servers the system runs on (its databases, mail sink and stand-ins). */
  backing: TestServersEnv;
  /** Where the system's apps write their logs. */
  logDir: string;
  fixtures: FixturePages;
  /** A fixture page's address for one job id. */
  link(page: string, id: number | string): string;
  /** A signed-up user who paid for Professional (see `subscriber`). */
  subscriber(): Promise<Session>;
  /** A staff member (an admin account made with identity's create-admin command), signed in. */
  staffMember(): Promise<Session>;
  /** `account` imports a fixture page (a fresh job id unless given): 201, and the job it answers. */
  importJob(account: Session, page?: string, id?: number | string): Promise<TImportedJob['job']>;
  /** A connected client on one service's database (`hirerelay_<service>`), ended by `stop`. */
  database(service: string): Promise<pg.Client>;
  /** Ends the database clients, the apps this file started and the fixture pages. */
  stop(): Promise<void>;
}

function jobsSystemOn(
  { url, backing, logDir }: { url: string; backing: TestServersEnv; logDir: string },
  fixtures: FixturePages,
  stopApps: () => Promise<void>,
): JobsSystem {
  const clients: pg.Client[] = [];
  const link = (page: string, id: number | string) => fixtureLink(fixtures, page, id);
  return {
    url,
    backing,
    logDir,
    fixtures,
    link,
    subscriber: () => subscriber(url),
    staffMember: () => adminSession(url, identityDatabaseUrl(backing)),
    async importJob(account, page = 'greenhouse', id = randomUUID().slice(0, 8)) {
      const imported = await account.session.post<TImportedJob & ErrorBody>('/api/jobs', {
        url: link(page, id),
      });
      expect(imported.status).toBe(201);
      return imported.body.job;
    },
    async database(service) {
      const client = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_${service}` });
      await client.connect();
      clients.push(client);
      return client;
    },
    async stop() {
      await Promise.all(clients.map((client) => client.end()));
      await stopApps();
      fixtures.process.kill();
    },
  };
}

/**
 * The run's shared system (jobs there may fetch 127.0.0.1) and fixture pages of this file's own.
 * With `gatewayEnv`, the file gets a gateway of its own in front of the shared services.
 */
export async function sharedJobsSystem(
  info: SharedSystemInfo,
  { gatewayEnv, logDir }: { gatewayEnv?: Record<string, string>; logDir?: string } = {},
): Promise<JobsSystem> {
  const shared = await useSharedSystem(info);
  const fixtures = await startFixturePages();
  if (!gatewayEnv) return jobsSystemOn(shared, fixtures, async () => {});
  try {
    const gateway = await startHealthyGateway(shared.backing, {
      logDir: logDir ?? shared.logDir,
      env: gatewayEnv,
    });
    return jobsSystemOn({ ...shared, url: gateway.url }, fixtures, async () => {
      await gateway.stop();
    });
  } catch (error) {
    fixtures.process.kill();
    throw error;
  }
}

/**
 * A whole system of the file's own and the fixture pages, with jobs allowed to fetch them
 * (127.0.0.1): for files that need other service settings than the shared system's.
 * `serviceEnv` adds settings to a service by name (jobs' beside the allowlist), `gatewayEnv` to the gateway.
 */
export async function startJobsSystem(
  backing: TestServersEnv,
  logDir: string,
  {
    serviceEnv = {},
    gatewayEnv,
  }: { serviceEnv?: Record<string, Record<string, string>>; gatewayEnv?: Record<string, string> } = {},
): Promise<JobsSystem> {
  const fixtures = await startFixturePages();
  let system: RunningSystem;
  try {
    system = await startTestSystem(backing, logDir, {
      serviceEnv: { ...serviceEnv, jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1', ...serviceEnv.jobs } },
      ...(gatewayEnv ? { gatewayEnv } : {}),
    });
  } catch (error) {
    fixtures.process.kill();
    throw error;
  }
  return jobsSystemOn({ url: system.url, backing, logDir }, fixtures, () => system.stop());
}
