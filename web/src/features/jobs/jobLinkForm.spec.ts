import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazySchemaResolver } from '../../components/form/lazySchemaResolver';
import type { TJobLinkForm } from './jobLinkForm';

// The New Job box's and the import dialog's link form, as the box loads it (on first use).
const rules = lazySchemaResolver<TJobLinkForm, TJobLinkForm>(() =>
  import('./jobLinkForm').then((form) => form.ZJobLinkForm),
);
const options: ResolverOptions<TJobLinkForm> = { fields: {}, shouldUseNativeValidation: false };
const check = (url: string) => rules.resolver({ url }, undefined, options);

describe('the job link form', () => {
  it("puts the link rules' message under the field", async () => {
    expect((await check('not a link')).errors.url?.message).toBe('Please enter a valid URL');
    expect((await check('https://www.linkedin.com/feed/')).errors.url?.message).toBe(
      'Could not extract job ID from the LinkedIn URL. Please check the URL and try again.',
    );
  });

  it('lets a job link through as typed (the box trims it before the dialog looks it up)', async () => {
    const url = '  https://boards.greenhouse.io/acme/jobs/4567890  ';
    expect(await check(url)).toEqual({ values: { url }, errors: {} });
  });
});
