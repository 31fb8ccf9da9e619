import type { TSessionUser } from '../../auth/authTypes';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, withProviders } from '../../../testing/renderWithProviders';
import { jobDetailWith } from '../testing/jobDetailWith';
import { JobDetailBody } from './JobDetailBody';

const job = jobDetailWith({ unreadMessages: 2 });
const person = (role: TSessionUser['role'], id: string): TSessionUser => ({
  id,
  email: `${role}@example.com`,
  role,
  status: 'active',
  fullName: null,
  onboardingCompleted: true,
});
const owner = person('user', job.userId);
const staff = person('admin', '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d');

const page = (viewer: TSessionUser, path: string) =>
  withProviders(<JobDetailBody job={job} viewer={viewer} />, { path });

const render = (viewer: TSessionUser, path = '/dashboard/jobs/x') =>
  renderWithProviders(<JobDetailBody job={job} viewer={viewer} />, { path });

/** Staff's tools load lazily (a user's job page never downloads them): wait for them as a browser would. */
async function renderLoaded(viewer: TSessionUser, path = '/dashboard/jobs/x'): Promise<string> {
  const { prelude } = await prerender(page(viewer, path));
  return new Response(prelude).text();
}

describe('JobDetailBody', () => {
  it('has the three tabs, Job Info open, and the unread count on Chat', () => {
    const html = render(owner);
    const tabs = [...html.matchAll(/role="tab"[^>]*aria-selected="(\w+)"[^>]*>(.*?)<\/button>/g)].map(
      ([, selected, label]) => [label?.replace(/<[^>]+>/g, ''), selected],
    );
    expect(tabs).toEqual([
      ['Job Info', 'true'],
      ['Timeline', 'false'],
      ['Chat2 unread', 'false'],
    ]);
  });

  it('opens the tab named in the address', () => {
    expect(render(owner, '/dashboard/jobs/x?tab=timeline')).toMatch(/aria-selected="true"[^>]*>Timeline</);
  });

  it('gives the owner the fields to read, Interview Secured and the documents, but no edit, status or delete', async () => {
    const html = await renderLoaded(owner);
    expect(html).toContain('Interview Secured');
    expect(html).toContain('Follow up automatically');
    expect(html).toContain('Documents');
    expect(html).not.toContain('Save all changes');
    expect(html).not.toContain('Update status');
    expect(html).not.toContain('Delete Job');
    expect(html).not.toMatch(/<input[^>]*name="title"/);
  });

  it('gives staff the status select, the fields to edit with Save all changes, and Delete', async () => {
    const html = await renderLoaded(staff);
    expect(html).toContain('Update status');
    expect(html).toContain('Save all changes');
    expect(html).toContain('Delete Job');
    expect(html).toMatch(/<input[^>]*name="title"/);
    expect(html).toMatch(/<input[^>]*name="appliedUrl"/);
  });
});
