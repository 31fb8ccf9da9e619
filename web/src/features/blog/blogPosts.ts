import { PAGE_LIMITS } from '@hirerelay/contracts';
import { slugify } from '@hirerelay/domain';
import { createQuerySerializer } from 'openapi-fetch';
import { formatDate } from '../../lib/dates';

/** The status column of the admin table. */
export const postStatusLabel = (published: boolean): 'Published' | 'Draft' =>
  published ? 'Published' : 'Draft';

/** The published date as the admin table shows it: '—' for a draft. */
export const publishedDateLabel = (publishedAt: string | null): string => formatDate(publishedAt) || '—';

/**
 * Whether the slug still follows the title: it does while it is empty or still holds the last
 * suggestion, i.e. until someone edits it by hand. An existing post's slug (never suggested) stays
 * put, so renaming a post does not move its address.
 */
export const slugFollowsTitle = (slug: string, lastSuggestion: string | null): boolean =>
  slug.trim() === '' || slug === lastSuggestion;

/** The slug to show after the title changed, or null to leave the slug alone. */
export function suggestedSlug(title: string, slug: string, lastSuggestion: string | null): string | null {
  return slugFollowsTitle(slug, lastSuggestion) ? slugify(title) : null;
}

/** What the form's inputs hold: text boxes hold strings, so a missing excerpt is ''. */
export interface TBlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
}

export const EMPTY_POST_FORM: TBlogPostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  published: false,
};

export const postFormValues = (post: {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  published: boolean;
}): TBlogPostFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt ?? '',
  content: post.content,
  published: post.published,
});

export type THrefKind =
  /** No usable address (an unsafe one was removed): render the text only. */
  | { kind: 'none' }
  /** A path on this site: navigate inside the app. */
  | { kind: 'internal'; to: string }
  /** Another site: a new tab, without giving it a handle on this page or the referrer. */
  | { kind: 'external'; href: string }
  /** An #anchor, mailto: or tel: link: a plain link. */
  | { kind: 'plain'; href: string };

/** How a link in a post's Markdown is rendered; `origin` is this site's. */
export function classifyHref(href: string | null | undefined, origin: string): THrefKind {
  if (!href) return { kind: 'none' };
  if (href.startsWith('#')) return { kind: 'plain', href };
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'plain', href };
  // Markdown's own URL filter already empties script addresses; this is the second lock.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href };
}

/** One page of a blog list as the API's query (`cursor` is the previous page's `nextCursor`). */
export function postsPageQuery(cursor: string | null, limit: number): { cursor?: string; limit: number } {
  return { cursor: cursor ?? undefined, limit };
}

/** How many posts one page of the public list holds: the list's default page (libs/contracts). */
export const PUBLISHED_POSTS_PAGE_SIZE = PAGE_LIMITS.publishedPosts.default;

/**
 * The first page of the public list, exactly as the list asks for it (the API client's own query
 * serializer): the blog page's HTML preloads it (vite.config.ts), so the posts arrive together with
 * the page's code.
 */
export const FIRST_PUBLISHED_POSTS_URL = `/api/blog/posts?${createQuerySerializer()(postsPageQuery(null, PUBLISHED_POSTS_PAGE_SIZE))}`;
