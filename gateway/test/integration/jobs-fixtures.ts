import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TSubscriptionView } from '@hirerelay/contracts';
import { checkOutOnStandIn, signedUpSession, waitFor } from '@hirerelay/testing';

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
