// @ts-check
// The user `npm run bench:web` measures the signed-in pages as: a subscriber who finished
// onboarding, paid for Professional on the Stripe stand-in and imported one job from the fixture
// pages, so the dashboard, a job page, the subscription page and settings show what a paying user
// sees (not the admin's lighter pages).
import { checkOutOnStandIn, makePdf, signedUpSession, waitFor } from '@hirerelay/testing';

/**
 * @param {string} baseUrl the running system
 * @param {string} jobLink a job page the jobs service may fetch (JOB_FETCH_ALLOWED_HOSTS)
 * @returns {Promise<{ email: string, password: string, jobId: string }>}
 */
export async function createBenchSubscriber(baseUrl, jobLink) {
  const { session, email, password } = await signedUpSession(baseUrl);
  const ok = async (
    /** @type {Promise<{ status: number, text: string }>} */ answer,
    /** @type {string} */ what,
  ) => {
    const { status, text } = await answer;
    if (status < 200 || status > 299) throw new Error(`bench user: ${what} answered ${status}: ${text}`);
  };
  await ok(
    session.patch('/api/profile', { fullName: 'Grace Hopper', phoneNumber: '+1 555 010 0199', step: 1 }),
    'step 1',
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePdf(2_000))], { type: 'application/pdf' }), 'resume.pdf');
  await ok(session.request('PUT', '/api/profile/resume', { form }), 'resume upload');
  await ok(session.patch('/api/profile', { step: 2 }), 'step 2');
  await ok(session.patch('/api/profile', { yearsExperience: 7, step: 3 }), 'step 3');
  await ok(
    session.patch('/api/profile', { workAuthorization: 'US Citizen', languagesSpoken: ['English'], step: 4 }),
    'step 4',
  );
  await ok(session.post('/api/onboarding/complete'), 'onboarding');
  await checkOutOnStandIn(session, 'professional');
  await waitFor(
    async () => {
      const { body } = await session.get('/api/billing/subscription');
      const subscription = /** @type {{ subscription?: { status?: string } | null }} */ (body).subscription;
      return subscription?.status === 'active' || null;
    },
    { timeoutMs: 30_000, description: 'an active subscription' },
  );
  const imported = await session.post('/api/jobs', { url: jobLink });
  if (imported.status !== 201 && imported.status !== 200) {
    throw new Error(`bench user: import answered ${imported.status}: ${imported.text}`);
  }
  const jobId = /** @type {{ job?: { id?: string } }} */ (imported.body).job?.id;
  if (!jobId) throw new Error(`bench user: the import answered no job: ${imported.text}`);
  return { email, password, jobId };
}
