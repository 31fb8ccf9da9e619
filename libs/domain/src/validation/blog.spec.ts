import { describe, expect, it } from 'vitest';
import { issuesByPath as issues } from './schema-issues.js';
import { slugify } from '../format/slug.js';
import { ZBlogPostForm } from './blog.js';

const valid = {
  title: 'Landing the job',
  slug: 'landing-the-job',
  excerpt: '',
  content: 'Body',
  published: true,
};

describe('blog post form', () => {
  it('accepts a post, storing an empty excerpt as null', () => {
    expect(ZBlogPostForm.parse(valid)).toEqual({ ...valid, excerpt: null });
  });

  it('treats the excerpt and published flag as optional', () => {
    expect(ZBlogPostForm.parse({ title: 'T', slug: 't', content: 'C' })).toEqual({
      title: 'T',
      slug: 't',
      excerpt: null,
      content: 'C',
      published: false,
    });
  });

  it('requires title, slug and content', () => {
    expect(issues(ZBlogPostForm, { title: '', slug: '  ', content: '' })).toEqual({
      title: ['Title is required'],
      slug: ['Slug is required'],
      content: ['Content is required'],
    });
  });

  it.each(['Has Spaces', 'UPPER', 'trailing-', '-leading', 'double--dash', 'emoji-😀', 'a/b'])(
    'refuses the slug %j',
    (slug) => {
      expect(issues(ZBlogPostForm, { ...valid, slug })).toEqual({
        slug: ['Slug may only contain lowercase letters, numbers and hyphens'],
      });
    },
  );

  it('bounds the excerpt', () => {
    expect(issues(ZBlogPostForm, { ...valid, excerpt: 'x'.repeat(501) })).toEqual({
      excerpt: ['Must be 500 characters or fewer'],
    });
  });
});

describe('slugify', () => {
  it('suggests a valid slug from a title', () => {
    expect(slugify('Ten Tips: Résumés & Cover Letters!')).toBe('ten-tips-resumes-cover-letters');
    expect(slugify('  --Hello   World--  ')).toBe('hello-world');
    expect(ZBlogPostForm.safeParse({ ...valid, slug: slugify('A Title, 2025 Edition') }).success).toBe(true);
  });

  it('stays within the slug length without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug).toBe('a'.repeat(119));
  });
});

describe('blog post characters', () => {
  it('keeps line breaks and tabs in the Markdown and excerpt, not in the title', () => {
    const markdown = '# Title\r\n\n\tcode\n- item';
    expect(issues(ZBlogPostForm, { ...valid, content: markdown, excerpt: 'One\ntwo' })).toEqual({});
    expect(issues(ZBlogPostForm, { ...valid, title: 'Two\nlines' })).toEqual({
      title: ['Please remove invalid characters'],
    });
  });

  it('refuses NUL and other controls everywhere', () => {
    expect(
      issues(ZBlogPostForm, {
        ...valid,
        title: 'a\u0000',
        slug: 'a\u0000b',
        excerpt: 'x\u001b',
        content: 'c\u0000',
      }),
    ).toEqual({
      title: ['Please remove invalid characters'],
      slug: ['Slug may only contain lowercase letters, numbers and hyphens'],
      excerpt: ['Please remove invalid characters'],
      content: ['Please remove invalid characters'],
    });
  });
});
