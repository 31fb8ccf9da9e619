import fs from 'node:fs';
import path from 'node:path';
import {
  HttpSession,
  identityDatabaseUrl,
  useSharedSystem,
  tmpDir,
  type SharedSystem,
} from '@hirerelay/testing';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_BLOG_POSTS } from '../seed/blog-posts.mjs';
import { SEED_ADMIN_EMAIL, seedLocalData } from './seed.mjs';

const shared = inject('shared');
let system: SharedSystem;

beforeAll(async () => {
  system = await useSharedSystem(shared);
});

describe('npm start seed data', () => {
  it('makes a local admin and publishes the first posts once per data folder', async () => {
    const dataDir = tmpDir('hirerelay-seed-');
    const lines: string[] = [];
    const seed = () =>
      seedLocalData({
        baseUrl: system.url,
        dataDir,
        identityDatabaseUrl: identityDatabaseUrl(system.backing),
        log: (line) => lines.push(line),
      });
    await seed();

    const credentials = path.join(dataDir, 'secrets/local-admin');
    expect(fs.statSync(credentials).mode & 0o777).toBe(0o600);
    const password = /^password=(.+)$/m.exec(fs.readFileSync(credentials, 'utf8'))?.[1];
    expect(password).toBeTruthy();

    const listed = (await (await fetch(`${system.url}/api/blog/posts?limit=100`)).json()) as {
      items: { slug: string; authorName: string | null }[];
    };
    const seeded = listed.items.filter((item) => SEED_BLOG_POSTS.some((post) => post.slug === item.slug));
    // Newest first: the list opens with the first article.
    expect(seeded.map((item) => item.slug)).toEqual(SEED_BLOG_POSTS.map((post) => post.slug));
    expect(seeded.every((item) => item.authorName === 'HireRelay team')).toBe(true);

    // The seeded admin signs in with the kept password.
    const admin = new HttpSession(system.url);
    const login = await admin.post<{ user: { role: string } }>('/api/auth/login', {
      email: SEED_ADMIN_EMAIL,
      password,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');

    // A second start with the same data folder changes nothing.
    lines.length = 0;
    await seed();
    expect(lines).toEqual([]);
    const again = (await (await fetch(`${system.url}/api/blog/posts?limit=100`)).json()) as typeof listed;
    expect(again.items.filter((item) => item.slug === SEED_BLOG_POSTS[0]?.slug)).toHaveLength(1);
  });
});
