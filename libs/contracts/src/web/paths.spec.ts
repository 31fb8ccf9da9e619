import { describe, expect, it } from 'vitest';
import { paths, toPath } from './paths.js';

describe('toPath', () => {
  it('returns a path without parameters unchanged', () => {
    expect(toPath(paths.pricing)).toBe('/pricing');
  });

  it('fills in and encodes the parameters of a pattern', () => {
    expect(toPath(paths.dashboardJob, { jobId: 'a1b2c3' })).toBe('/dashboard/jobs/a1b2c3');
    expect(toPath(paths.blogPost, { slug: 'tips & tricks' })).toBe('/blog/tips%20%26%20tricks');
  });
});
