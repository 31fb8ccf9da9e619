import {
  adminSession,
  HttpSession,
  identityDatabaseUrl,
  makePdf,
  signedUpSession,
  useSharedSystem,
  waitFor,
  type SharedSystem,
} from '@hirerelay/testing';
import {
  MAX_ADDRESS_LENGTH,
  MSG_INVALID_OPTION,
  MSG_LANGUAGES_REQUIRED,
  MSG_WORK_AUTHORIZATION_REQUIRED,
  MSG_YEARS_EXPERIENCE_RANGE,
  MSG_YEARS_EXPERIENCE_REQUIRED,
  msgTooLong,
} from '@hirerelay/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const shared = inject('shared');
let system: SharedSystem;
let admin: HttpSession;

function pdfForm(content: Buffer, name = 'resume.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  return form;
}

beforeAll(async () => {
  system = await useSharedSystem(shared);
  // The documented way to make the first admin (README): the identity service's CLI.
  ({ session: admin } = await adminSession(system.url, identityDatabaseUrl(system.backing)));
});

describe('profile and onboarding', () => {
  it('saves a step, marks it done, and refuses fields outside the profile', async () => {
    const { session } = await signedUpSession(system.url);
    const saved = await session.patch<{ fullName: string; onboardingCompletedSteps: number[] }>(
      '/api/profile',
      {
        fullName: 'Ada Lovelace',
        phoneNumber: '+1 555 010 0199',
        step: 1,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.fullName).toBe('Ada Lovelace');
    expect(saved.body.onboardingCompletedSteps).toContain(1);

    const sneaky = await session.patch('/api/profile', { onboardingCompleted: true, role: 'admin' });
    expect(sneaky.status).toBe(400);

    // The profile routes act on the caller only: naming someone else is refused, not obeyed.
    const other = await signedUpSession(system.url);
    const aimed = await session.patch('/api/profile', { userId: other.id, fullName: 'Mallory' });
    expect(aimed.status).toBe(400);
    expect((await other.session.get<{ fullName: string | null }>('/api/profile')).body.fullName).toBeNull();
    const outOfRange = await session.patch('/api/profile', { yearsExperience: 51 });
    expect(outOfRange.status).toBe(400);
  });

  it('refuses to complete onboarding until every required field is there, then completes it', async () => {
    const { session } = await signedUpSession(system.url);
    const early = await session.post<{ error: { fields: Record<string, string> } }>(
      '/api/onboarding/complete',
    );
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.error.fields ?? {}).length).toBeGreaterThan(0);

    await session.patch('/api/profile', {
      fullName: 'Grace Hopper',
      phoneNumber: '+1 555 010 0100',
      step: 1,
    });
    expect(
      (await session.request('PUT', '/api/profile/resume', { form: pdfForm(makePdf(2_000)) })).status,
    ).toBe(200);
    await session.patch('/api/profile', { yearsExperience: 0, step: 3 });
    await session.patch('/api/profile', {
      workAuthorization: 'US Citizen',
      languagesSpoken: ['English', 'Spanish'],
      step: 4,
    });
    const done = await session.post<{ onboardingCompleted: boolean }>('/api/onboarding/complete');
    expect(done.status).toBe(201);
    expect(done.body.onboardingCompleted).toBe(true);
    const me = await session.get<{ user: { onboardingCompleted: boolean } }>('/api/me');
    expect(me.body.user.onboardingCompleted).toBe(true);
  });
});

type TProfileBody = Record<string, unknown> & { updatedAt: string };
type TErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A user who went through onboarding through the gateway, as the wizard does. */
async function onboardedSession() {
  const account = await signedUpSession(system.url);
  const { session } = account;
  const steps: Record<string, unknown>[] = [
    { fullName: 'Grace Hopper', phoneNumber: '+1 555 010 0199', step: 1 },
    { yearsExperience: 7, linkedinUrl: 'https://www.linkedin.com/in/grace', step: 3 },
    { workAuthorization: 'US Citizen', languagesSpoken: ['English'], step: 4 },
    { militaryStatus: 'Protected veteran', ethnicity: 'Asian', gender: 'Female', step: 5 },
  ];
  for (const step of steps) expect((await session.patch('/api/profile', step)).status).toBe(200);
  expect(
    (await session.request('PUT', '/api/profile/resume', { form: pdfForm(makePdf(2_000)) })).status,
  ).toBe(200);
  expect((await session.post('/api/onboarding/complete')).status).toBe(201);
  // The resume's text is read off the request path and moves `resumeText.state` on its own: wait
  // until it is read, so a test's before/after comparison sees only its own change.
  await waitFor(
    async () => {
      const reply = await session.get<{ resumeText?: { state: string } }>('/api/profile');
      return reply.body.resumeText?.state === 'pending' ? null : true;
    },
    { timeoutMs: 30_000, description: 'the resume text read' },
  );
  return account;
}

const profileOf = async (session: HttpSession) => {
  const { updatedAt: _updatedAt, ...profile } = (await session.get<TProfileBody>('/api/profile')).body;
  return profile;
};

describe('application data in settings', () => {
  it('changes the onboarding answers and the address after onboarding, and reads them back', async () => {
    const { session } = await onboardedSession();
    const changes = {
      yearsExperience: '12',
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ['Spanish', ' English '],
      portfolioUrl: 'https://grace.example.com',
      linkedinUrl: null,
      address: ' 1 Navy Yard, Arlington, VA ',
      militaryStatus: '',
      ethnicity: 'Decline To Self Identify',
      gender: 'Decline To Self Identify',
      disabilityStatus: 'Decline to answer',
      step: 5,
    };
    const saved = await session.patch<TProfileBody>('/api/profile', changes);
    expect(saved.status).toBe(200);
    const expected = {
      fullName: 'Grace Hopper',
      yearsExperience: 12,
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ['Spanish', 'English'],
      portfolioUrl: 'https://grace.example.com',
      linkedinUrl: null,
      address: '1 Navy Yard, Arlington, VA',
      militaryStatus: null,
      ethnicity: 'Decline To Self Identify',
      gender: 'Decline To Self Identify',
      disabilityStatus: 'Decline to answer',
      onboardingCompleted: true,
    };
    expect(saved.body).toMatchObject(expected);
    expect(await profileOf(session)).toMatchObject(expected);
  });

  it('refuses bad input with the onboarding messages, changes nothing, and needs the CSRF header', async () => {
    const { session } = await onboardedSession();
    const before = await profileOf(session);

    const refused = await session.patch<TErrorBody>('/api/profile', {
      yearsExperience: 51,
      workAuthorization: 'Astronaut',
      languagesSpoken: ' , ',
      gender: 'Robot',
      address: 'x'.repeat(MAX_ADDRESS_LENGTH + 1),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        yearsExperience: MSG_YEARS_EXPERIENCE_RANGE,
        workAuthorization: MSG_WORK_AUTHORIZATION_REQUIRED,
        languagesSpoken: MSG_LANGUAGES_REQUIRED,
        gender: MSG_INVALID_OPTION,
        address: msgTooLong(MAX_ADDRESS_LENGTH),
      },
    });
    const cleared = await session.patch<TErrorBody>('/api/profile', { yearsExperience: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.fields).toEqual({ yearsExperience: MSG_YEARS_EXPERIENCE_REQUIRED });

    const forged = await session.request('PATCH', '/api/profile', {
      json: { address: 'Somewhere else' },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(await profileOf(session)).toEqual(before);
  });

  it("changes only the caller's answers", async () => {
    const { session } = await onboardedSession();
    const other = await onboardedSession();
    const theirs = await profileOf(other.session);

    expect(
      (await session.patch('/api/profile', { address: '1 Navy Yard', workAuthorization: 'Other' })).status,
    ).toBe(200);
    expect(await profileOf(other.session)).toEqual(theirs);
  });
});

describe('resume upload', () => {
  it('stores a PDF privately and serves it back byte for byte through a short-lived link', async () => {
    const { session } = await signedUpSession(system.url);
    const pdf = makePdf(50_000);
    const upload = await session.request<{ resume: { fileName: string; size: number } }>(
      'PUT',
      '/api/profile/resume',
      {
        form: pdfForm(pdf, 'my cv.pdf'),
      },
    );
    expect(upload.status).toBe(200);
    expect(upload.body.resume).toMatchObject({ fileName: 'my cv.pdf', size: pdf.length });

    const link = await session.get<{ url: string; expiresAt: string }>('/api/profile/resume/link');
    expect(link.status).toBe(200);
    const download = await fetch(new URL(link.body.url, system.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const tampered = await fetch(new URL(link.body.url.replace(/sig=[^&]+/, 'sig=forged'), system.url));
    expect(tampered.status).toBe(403);
  });

  it('refuses a file that is not a PDF, whatever its name says', async () => {
    const { session } = await signedUpSession(system.url);
    const fake = await session.request('PUT', '/api/profile/resume', {
      form: pdfForm(Buffer.from('MZ this is really an executable'), 'resume.pdf'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ error: { message: 'Please upload a PDF file' } });
    expect((await session.get<{ resume: unknown }>('/api/profile')).body.resume).toBeNull();
  });

  it('refuses a PDF of 5MB or more and stores nothing', async () => {
    const { session } = await signedUpSession(system.url);
    const big = await session.request('PUT', '/api/profile/resume', {
      form: pdfForm(makePdf(5 * 1024 * 1024)),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: { message: 'File size should be less than 5MB' } });
    expect((await session.get<{ resume: unknown }>('/api/profile')).body.resume).toBeNull();
  });
});

describe('admin user management', () => {
  it('is refused to a normal user on every admin route', async () => {
    const { session, id } = await signedUpSession(system.url);
    expect((await session.get('/api/admin/users')).status).toBe(403);
    expect((await session.get(`/api/admin/users/${id}`)).status).toBe(403);
    expect((await session.patch(`/api/admin/users/${id}`, { status: 'cancelled' })).status).toBe(403);
    expect((await session.get('/api/admin/users/export.csv')).status).toBe(403);
    expect((await session.get(`/api/admin/users/${id}/resume/link`)).status).toBe(403);
  });

  it('lets an admin find a user, change their status at once, and export users as CSV', async () => {
    const { email, id } = await signedUpSession(system.url);
    const found = await admin.get<{ items: { id: string; email: string; plan: string; jobQuota: number }[] }>(
      `/api/admin/users?search=${encodeURIComponent(email)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.items.map((u) => u.id)).toEqual([id]);
    expect(found.body.items[0]).toMatchObject({ plan: 'Free', jobQuota: 25 });

    const changed = await admin.patch<{ status: string }>(`/api/admin/users/${id}`, { status: 'pending' });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('pending');
    const filtered = await admin.get<{ items: { id: string }[] }>(
      `/api/admin/users?status=pending&search=${encodeURIComponent(email)}`,
    );
    expect(filtered.body.items.map((u) => u.id)).toEqual([id]);

    const csv = await admin.get(`/api/admin/users/export.csv?search=${encodeURIComponent(email)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/users-export-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('ID,NAME,EMAIL,PLAN,STATUS,USAGE,SUBSCRIPTION DATE');
    expect(lines[1]).toContain(`${id},,${email},Free,pending,0/25,`);
  });

  it('cancelling an account ends its sessions at the gateway at once, without revealing them', async () => {
    const { session, id } = await signedUpSession(system.url);
    expect((await session.patch('/api/profile', { fullName: 'Soon Gone' })).status).toBe(200);

    const cancelled = await admin.patch<Record<string, unknown>>(`/api/admin/users/${id}`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(cancelled.body).not.toHaveProperty('revokedSessionIds');

    // The access cookie is minutes from expiring, yet it no longer changes anything.
    const change = await session.patch('/api/profile', { fullName: 'Still Here' });
    expect(change.status).toBe(401);
    const upload = await session.request('PUT', '/api/profile/resume', { form: pdfForm(makePdf(1_000)) });
    expect(upload.status).toBe(401);
    expect((await admin.get<{ fullName: string }>(`/api/admin/users/${id}`)).body.fullName).toBe('Soon Gone');
  });

  it('does not let an admin cancel their own account', async () => {
    const me = await admin.get<{ user: { id: string } }>('/api/me');
    const refused = await admin.patch(`/api/admin/users/${me.body.user.id}`, { status: 'cancelled' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'You cannot cancel your own account',
        fields: { status: 'You cannot cancel your own account' },
      },
    });
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  });

  it("lets an admin, and only the owner otherwise, read a user's resume", async () => {
    const owner = await signedUpSession(system.url);
    await owner.session.request('PUT', '/api/profile/resume', { form: pdfForm(makePdf(1_000)) });
    const adminLink = await admin.get<{ url: string }>(`/api/admin/users/${owner.id}/resume/link`);
    expect(adminLink.status).toBe(200);
    const other = await signedUpSession(system.url);
    expect((await other.session.get(`/api/admin/users/${owner.id}/resume/link`)).status).toBe(403);
  });
});
