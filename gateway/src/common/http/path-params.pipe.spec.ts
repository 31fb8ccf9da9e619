import { AppError } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { IdParam, SlugParam } from './path-params.pipe.js';

const notFound = expect.objectContaining({ code: 'NOT_FOUND', message: 'Not found' });

describe('path parameters', () => {
  it('passes a UUID and a slug through', () => {
    expect(IdParam.transform('7d3c1c52-2a6b-4b5e-9d39-0a8f1f2b9c10')).toBe(
      '7d3c1c52-2a6b-4b5e-9d39-0a8f1f2b9c10',
    );
    expect(SlugParam.transform('landing-the-job-2')).toBe('landing-the-job-2');
  });

  it.each([
    'not-a-uuid',
    '7d3c1c52-2a6b-4b5e-9d39-0a8f1f2b9c1',
    '7d3c1c52-2a6b-4b5e-9d39-0a8f1f2b9c10\u0000',
    '',
    42,
  ])('answers NOT_FOUND for the id %j', (id) => {
    expect(() => IdParam.transform(id)).toThrow(AppError);
    expect(() => IdParam.transform(id)).toThrow(notFound);
  });

  it.each(['a\u0000b', 'Upper-Case', 'with space', '\u202Eabc', '../etc', 'a'.repeat(121), ''])(
    'answers NOT_FOUND for the slug %j',
    (slug) => {
      expect(() => SlugParam.transform(slug)).toThrow(notFound);
    },
  );
});
