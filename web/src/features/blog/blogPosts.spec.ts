import { describe, expect, it } from 'vitest';
import {
  classifyHref,
  postFormValues,
  FIRST_PUBLISHED_POSTS_URL,
  postsPageQuery,
  PUBLISHED_POSTS_PAGE_SIZE,
  postStatusLabel,
  publishedDateLabel,
  slugFollowsTitle,
  suggestedSlug,
} from './blogPosts';

describe('postStatusLabel', () => {
  it('names the two states as the spec does', () => {
    expect(postStatusLabel(true)).toBe('Published');
    expect(postStatusLabel(false)).toBe('Draft');
  });
});

describe('publishedDateLabel', () => {
  it('shows the date of a published post and a dash for a draft', () => {
    expect(publishedDateLabel('2025-05-10T23:30:00.000Z')).toBe('May 10, 2025');
    expect(publishedDateLabel(null)).toBe('—');
  });
});

describe('slug suggestion', () => {
  it('follows the title while the slug is empty or still the last suggestion', () => {
    expect(slugFollowsTitle('', null)).toBe(true);
    expect(slugFollowsTitle('  ', 'old')).toBe(true);
    expect(slugFollowsTitle('ten-tips', 'ten-tips')).toBe(true);
    expect(suggestedSlug('Ten Tips: Résumés!', '', null)).toBe('ten-tips-resumes');
    expect(suggestedSlug('Ten Tips: Résumés & More', 'ten-tips-resumes', 'ten-tips-resumes')).toBe(
      'ten-tips-resumes-more',
    );
  });

  it('stops once the slug was edited by hand', () => {
    expect(slugFollowsTitle('my-own-slug', 'ten-tips')).toBe(false);
    expect(suggestedSlug('Ten Tips', 'my-own-slug', 'ten-tips')).toBeNull();
  });

  it("leaves an existing post's slug alone when its title changes", () => {
    expect(suggestedSlug('A New Title', 'landing-the-job', null)).toBeNull();
  });
});

describe('postFormValues', () => {
  it('fills the inputs from a saved post, a missing excerpt as empty text', () => {
    expect(postFormValues({ title: 'T', slug: 't', excerpt: null, content: 'C', published: true })).toEqual({
      title: 'T',
      slug: 't',
      excerpt: '',
      content: 'C',
      published: true,
    });
  });
});

describe('classifyHref', () => {
  const origin = 'https://hirerelay.example';

  it('keeps links to this site inside the app', () => {
    expect(classifyHref('/pricing', origin)).toEqual({ kind: 'internal', to: '/pricing' });
    expect(classifyHref('https://hirerelay.example/blog/x?a=1#b', origin)).toEqual({
      kind: 'internal',
      to: '/blog/x?a=1#b',
    });
  });

  it('marks other sites as external', () => {
    expect(classifyHref('https://example.com/a', origin)).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(classifyHref('//example.com/a', origin)).toEqual({ kind: 'external', href: '//example.com/a' });
  });

  it('leaves anchors and mail links plain', () => {
    expect(classifyHref('#section', origin)).toEqual({ kind: 'plain', href: '#section' });
    expect(classifyHref('mailto:a@b.c', origin)).toEqual({ kind: 'plain', href: 'mailto:a@b.c' });
  });

  it('renders no link when the address was removed as unsafe', () => {
    expect(classifyHref('', origin)).toEqual({ kind: 'none' });
    expect(classifyHref(undefined, origin)).toEqual({ kind: 'none' });
    expect(classifyHref('javascript:alert(1)', origin)).toEqual({ kind: 'none' });
    expect(classifyHref(' JavaScript:alert(1)', origin)).toEqual({ kind: 'none' });
    expect(classifyHref('data:text/html,<b>x</b>', origin)).toEqual({ kind: 'none' });
  });
});

describe('postsPageQuery', () => {
  it('asks for the first page without a cursor and for later ones with it', () => {
    expect(postsPageQuery(null, 10)).toEqual({ cursor: undefined, limit: 10 });
    expect(postsPageQuery('eyJpZCI6IngifQ', 10)).toEqual({ cursor: 'eyJpZCI6IngifQ', limit: 10 });
  });

  it('preloads exactly the first page the public list asks for', () => {
    expect(FIRST_PUBLISHED_POSTS_URL).toBe(`/api/blog/posts?limit=${String(PUBLISHED_POSTS_PAGE_SIZE)}`);
  });
});
