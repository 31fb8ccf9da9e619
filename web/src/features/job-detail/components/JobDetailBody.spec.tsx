import type { TSessionUser } from '@hirerelay/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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

const render = (viewer: TSessionUser, path = '/dashboard/jobs/x') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <JobDetailBody job={job} viewer={viewer} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

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

  it('gives the owner the fields to read, Interview Secured and the documents, but no edit, status or delete', () => {
    const html = render(owner);
    expect(html).toContain('Interview Secured');
    expect(html).toContain('Documents');
    expect(html).not.toContain('Save all changes');
    expect(html).not.toContain('Update status');
    expect(html).not.toContain('Delete Job');
    expect(html).not.toMatch(/<input[^>]*name="title"/);
  });

  it('gives staff the status select, the fields to edit with Save all changes, and Delete', () => {
    const html = render(staff);
    expect(html).toContain('Update status');
    expect(html).toContain('Save all changes');
    expect(html).toContain('Delete Job');
    expect(html).toMatch(/<input[^>]*name="title"/);
    expect(html).toMatch(/<input[^>]*name="appliedUrl"/);
  });
});
