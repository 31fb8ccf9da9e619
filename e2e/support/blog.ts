import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { csrfHeaders } from './accounts.js';

export interface PostInput {
  title: string;
  slug: string;
  excerpt?: string | null;
  content: string;
  published?: boolean;
}

export interface SavedPost {
  id: string;
  title: string;
  slug: string;
  published: boolean;
  publishedAt: string | null;
}

/** A fresh lowercase tag for titles and slugs, so tests can share a database. */
export const uniqueTag = (): string => randomUUID().slice(0, 8);

/** Creates a post through the admin API, as the admin signed in on `page`. */
export async function createPost(page: Page, post: PostInput): Promise<SavedPost> {
  const headers = await csrfHeaders(page.request);
  const response = await page.request.post('/api/admin/blog/posts', {
    headers,
    data: { excerpt: null, published: true, ...post },
  });
  expect(response.status(), `create post answered ${await response.text()}`).toBe(201);
  return (await response.json()) as SavedPost;
}

/** Gives the signed-in user a full name (the blog shows it as the author). */
export async function setFullName(page: Page, fullName: string): Promise<void> {
  const headers = await csrfHeaders(page.request);
  const response = await page.request.patch('/api/profile', { headers, data: { fullName, step: 1 } });
  expect(response.ok(), `profile answered ${await response.text()}`).toBe(true);
}
