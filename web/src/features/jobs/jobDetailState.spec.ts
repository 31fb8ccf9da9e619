import { describe, expect, it } from 'vitest';
import { jobsListSearchOf } from './jobDetailState';

describe("the job page's way back to the list", () => {
  it("takes the list's query string from the router state", () => {
    expect(jobsListSearchOf({ jobsListSearch: '?status=Applied&sort=title' })).toBe(
      '?status=Applied&sort=title',
    );
  });

  it('goes back to the default list without state or with anything else in it', () => {
    expect(jobsListSearchOf(null)).toBe('');
    expect(jobsListSearchOf({ jobsListSearch: 'https://evil.example/' })).toBe('');
    expect(jobsListSearchOf({ jobsListSearch: 42 })).toBe('');
  });
});
