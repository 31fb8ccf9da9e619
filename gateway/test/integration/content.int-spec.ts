import { randomUUID } from 'node:crypto';
import {
  adminSession,
  HttpSession,
  identityDatabaseUrl,
  signedUpSession,
  useSharedSystem,
  uniqueEmail,
  uniqueSlug,
  waitForMail,
  type SharedSystem,
} from '@hirerelay/testing';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const shared = inject('shared');
let system: SharedSystem;
let admin: HttpSession;
let adminId: string;

interface AdminPost {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  publishedAt: string | null;
  authorId: string;
  authorName: string | null;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  system = await useSharedSystem(shared);
  ({ session: admin, id: adminId } = await adminSession(system.url, identityDatabaseUrl(system.backing)));
  expect((await admin.patch('/api/profile', { fullName: 'Editor Ada' })).status).toBe(200);
});

describe('blog administration over HTTP', () => {
  it('takes the author from the session, never from the body', async () => {
    const created = await admin.post<AdminPost>('/api/admin/blog/posts', {
      title: 'Who wrote this',
      slug: uniqueSlug('who-wrote-this'),
      content: 'Body',
      published: true,
      authorId: randomUUID(),
    });
    expect(created.status).toBe(201);
    expect(created.body.authorId).toBe(adminId);
    expect(created.body.authorName).toBe('Editor Ada');

    const listed = await new HttpSession(system.url).get<{
      items: { slug: string; authorName: string | null }[];
    }>('/api/blog/posts?limit=100');
    expect(listed.body.items.find((item) => item.slug === created.body.slug)?.authorName).toBe('Editor Ada');
  });

  it('keeps drafts off the public blog until published, and sets published_at only while published', async () => {
    const slug = uniqueSlug('draft-then-published');
    const draft = await admin.post<AdminPost>('/api/admin/blog/posts', {
      title: 'Coming soon',
      slug,
      excerpt: '',
      content: '# Hello',
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ published: false, publishedAt: null });

    const anonymous = new HttpSession(system.url);
    expect((await anonymous.get(`/api/blog/posts/${slug}`)).status).toBe(404);

    const published = await admin.patch<AdminPost>(`/api/admin/blog/posts/${draft.body.id}`, {
      title: 'Now live',
      slug,
      content: '# Hello',
      published: true,
    });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).not.toBeNull();
    const post = await anonymous.get<{ title: string; content: string }>(`/api/blog/posts/${slug}`);
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ title: 'Now live', content: '# Hello' });

    const unpublished = await admin.patch<AdminPost>(`/api/admin/blog/posts/${draft.body.id}`, {
      title: 'Now live',
      slug,
      content: '# Hello',
      published: false,
    });
    expect(unpublished.body.publishedAt).toBeNull();
    expect((await anonymous.get(`/api/blog/posts/${slug}`)).status).toBe(404);

    expect((await admin.delete(`/api/admin/blog/posts/${draft.body.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/blog/posts/${draft.body.id}`)).status).toBe(404);
  });

  it('refuses a slug another post has, under the slug field, and invalid forms with the spec messages', async () => {
    const slug = uniqueSlug('taken');
    expect((await admin.post('/api/admin/blog/posts', { title: 'First', slug, content: 'x' })).status).toBe(
      201,
    );
    const duplicate = await admin.post<ErrorBody>('/api/admin/blog/posts', {
      title: 'Second',
      slug,
      content: 'y',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.fields).toEqual({ slug: 'A post with this slug already exists' });

    const empty = await admin.post<ErrorBody>('/api/admin/blog/posts', { title: '', slug: '', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      content: 'Content is required',
    });
  });

  it('answers 403 to a normal user and 401 to a visitor on every admin blog route', async () => {
    const { id: postId } = (
      await admin.post<AdminPost>('/api/admin/blog/posts', {
        title: 'Staff only',
        slug: uniqueSlug('staff-only'),
        content: 'x',
      })
    ).body;
    const { session: user } = await signedUpSession(system.url);
    const anonymous = new HttpSession(system.url);
    const form = { title: 'Hijacked', slug: uniqueSlug('hijacked'), content: 'x', published: true };

    for (const [client, status] of [
      [user, 403],
      [anonymous, 401],
    ] as const) {
      expect((await client.get('/api/admin/blog/posts')).status).toBe(status);
      expect((await client.get(`/api/admin/blog/posts/${postId}`)).status).toBe(status);
      expect((await client.post('/api/admin/blog/posts', form)).status).toBe(status);
      expect((await client.patch(`/api/admin/blog/posts/${postId}`, form)).status).toBe(status);
      expect((await client.delete(`/api/admin/blog/posts/${postId}`)).status).toBe(status);
    }
    const unchanged = await admin.get<AdminPost>(`/api/admin/blog/posts/${postId}`);
    expect(unchanged.body).toMatchObject({ title: 'Staff only', published: false });
    expect((await anonymous.get(`/api/blog/posts/${form.slug}`)).status).toBe(404);
  });
});

describe('contact form', () => {
  it('stores the message and e-mails it to support, replying to the sender', async () => {
    const email = uniqueEmail();
    const visitor = new HttpSession(system.url);
    const sent = await visitor.post<{ id: string }>('/api/contact', {
      reason: 'billing',
      name: 'Dana <Visitor>',
      email,
      message: `Question about my invoice ${email}`,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: 'support@hirerelay.local',
      subjectIncludes: 'Dana <Visitor>',
      timeoutMs: 20_000,
    });
    expect(mail.text).toContain(`Question about my invoice ${email}`);
    expect(mail.html ?? '').not.toContain('<Visitor>');
  });

  it('refuses an incomplete message with the spec messages', async () => {
    const visitor = new HttpSession(system.url);
    const refused = await visitor.post<ErrorBody>('/api/contact', {
      reason: '',
      name: '',
      email: 'nope',
      message: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      reason: 'Please select a contact reason',
      name: 'Name is required',
      email: 'Invalid email address',
      message: 'Message is required',
    });
  });
});

describe('site configuration', () => {
  it('tells the pages which number takes job links by text', async () => {
    const config = await new HttpSession(system.url).get<{ smsNumber: string }>('/api/site-config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ smsNumber: '+1 (555) 010-0142', extensionStoreUrl: '' });
  });
});
