// Blog post addresses. No zod here: the public blog pages import this, and a validation module
// would bring zod into their first load.

export const MAX_BLOG_SLUG_LENGTH = 120;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case words of letters and digits joined by single hyphens. */
export const isSlug = (text: string): boolean => SLUG_PATTERN.test(text);

/** A slug suggestion for a title, e.g. "Ten Tips: Résumés!" → "ten-tips-resumes". */
export const slugify = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BLOG_SLUG_LENGTH)
    .replace(/-+$/, '');
