import { describe, expect, it } from 'vitest';
import { jobUrlError } from './jobUrl';

describe('the import box’s link check', () => {
  it('lets a job link through', () => {
    expect(jobUrlError('https://www.linkedin.com/jobs/view/3791234567/')).toBeNull();
    expect(jobUrlError('  https://boards.greenhouse.io/acme/jobs/4567890  ')).toBeNull();
  });

  it('refuses what is not a web address with the spec’s text', () => {
    expect(jobUrlError('')).toBe('Please enter a valid URL');
    expect(jobUrlError('linkedin jobs')).toBe('Please enter a valid URL');
    expect(jobUrlError('ftp://example.com/jobs/1')).toBe('Please enter a valid URL');
  });

  it('refuses a link without a job id, naming the site', () => {
    expect(jobUrlError('https://www.linkedin.com/feed/')).toBe(
      'Could not extract job ID from the LinkedIn URL. Please check the URL and try again.',
    );
  });
});
