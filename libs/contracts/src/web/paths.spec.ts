import { describe, expect, it } from 'vitest';
import { blogAdminPostPath, paths, toPath } from './paths.js';

describe('toPath', () => {
  it('returns a path without parameters unchanged', () => {
    expect(toPath(paths.pricing)).toBe('/pricing');
  });

  it('fills in and encodes the parameters of a pattern', () => {
    expect(toPath(paths.dashboardJob, { jobId: 'a1b2c3' })).toBe('/dashboard/jobs/a1b2c3');
    expect(toPath(paths.blogPost, { slug: 'tips & tricks' })).toBe('/blog/tips%20%26%20tricks');
  });
});

describe('blogAdminPostPath', () => {
  it('opens the form of a new post', () => {
    expect(blogAdminPostPath(null)).toBe('/blog-admin?post=new');
  });

  it('opens the form of a post by its id, encoded', () => {
    expect(blogAdminPostPath('5f0c2a8e-1b2d-4c3e-9f40-000000000001')).toBe(
      '/blog-admin?post=5f0c2a8e-1b2d-4c3e-9f40-000000000001',
    );
    expect(blogAdminPostPath('a&b=c')).toBe('/blog-admin?post=a%26b%3Dc');
  });
});
