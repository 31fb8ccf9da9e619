import { createAdmin } from '@hirerelay/testing/factories';
import { FIT_EVIDENCE, FIT_POSTING, FIT_RESUME_LINES } from '@hirerelay/testing/fit';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, csrfHeaders, identityDatabaseUrl, logIn } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { subscribeThroughApi } from './support/billing.js';
import { FIXTURE_PAGES, importThroughApi, useJobPages, variantUrl } from './support/jobs.js';
import { expectNoHorizontalOverflow } from './support/layout.js';
import { textPdf } from './support/pdf.js';

// Fit analysis (issue 27): the owner sees the fit on their job page and staff see it in the
// application packet, computed by jobs off the request path after the import and after staff give
// the job a description.

test.describe.configure({ timeout: 180_000 });

const pages = useJobPages();

test('the owner and staff see the band, the evidence and what is missing', async ({ browser }) => {
  const user = await (await browser.newContext()).newPage();
  await createOnboardedUser(user, 'fit');
  await subscribeThroughApi(user);
  // The real pipeline: identity reads the uploaded resume's text in the background and jobs keeps
  // a copy for the jobs that use the profile resume.
  const uploaded = await user.request.put('/api/profile/resume', {
    headers: await csrfHeaders(user.request),
    multipart: { file: { name: 'jane.pdf', mimeType: 'application/pdf', buffer: textPdf(FIT_RESUME_LINES) } },
  });
  expect(uploaded.status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await user.request.get('/api/profile')).json()) as { resumeText: { state: string } })
          .resumeText.state,
      {
        timeout: 30_000,
      },
    )
    .toBe('text');
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 8800));
  const jobPath = `/dashboard/jobs/${id}`;

  const staff = await (await browser.newContext()).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logIn(staff, admin.email, admin.password);
  await expect(staff).toHaveURL(/\/dashboard/);
  const { version } = (await (await staff.request.get(`/api/jobs/${id}`)).json()) as { version: number };
  const edited = await staff.request.patch(`/api/jobs/${id}`, {
    headers: await csrfHeaders(staff.request),
    data: { version, description: FIT_POSTING },
  });
  expect(edited.status()).toBe(200);

  // The owner: the card asks again while the fit is being worked out, then shows it.
  await user.setViewportSize({ width: 1280, height: 900 });
  await user.goto(jobPath);
  const card = user.getByRole('region', { name: 'Fit with the resume' });
  await expect(card.getByText(/^Fit: (Excellent|Strong|Good|Fair|Weak)$/)).toBeVisible({ timeout: 30_000 });
  const found = card.getByRole('list').first();
  await expect(found.getByRole('listitem').filter({ hasText: 'PostgreSQL' })).toContainText('Required');
  await expect(found.getByRole('listitem').filter({ hasText: 'PostgreSQL' })).toContainText(FIT_EVIDENCE);
  await expect(card.getByRole('heading', { name: 'Not found in the resume' })).toBeVisible();
  await expect(
    card.getByRole('list').last().getByRole('listitem').filter({ hasText: 'Kafka' }),
  ).toContainText('Preferred');
  await expectNoAxeViolations(user);
  await user.screenshot({ path: test.info().outputPath('fit-owner-1280.png'), fullPage: true });
  await user.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(user);
  await user.screenshot({ path: test.info().outputPath('fit-owner-360.png'), fullPage: true });

  // Staff: the same fit in the application packet.
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto(jobPath);
  const packet = staff.getByRole('region', { name: 'Application packet' });
  await expect(packet.getByRole('heading', { name: 'Fit with the resume' })).toBeVisible();
  await expect(packet.getByText(/^Fit: (Excellent|Strong|Good|Fair|Weak)$/)).toBeVisible();
  await expect(packet.getByRole('listitem').filter({ hasText: 'PostgreSQL' })).toContainText(FIT_EVIDENCE);
  await staff.screenshot({ path: test.info().outputPath('fit-packet-1280.png'), fullPage: true });
  await staff.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(staff);
  await staff.screenshot({ path: test.info().outputPath('fit-packet-360.png'), fullPage: true });
});
