import { z } from 'zod';
import { isSlug, MAX_BLOG_SLUG_LENGTH } from '../format/slug.js';
import { emptyToNull, MAX_NAME_LENGTH, plainText, requiredText } from './fields.js';
import {
  MSG_BLOG_CONTENT_REQUIRED,
  MSG_BLOG_SLUG_INVALID,
  MSG_BLOG_SLUG_REQUIRED,
  MSG_BLOG_TITLE_REQUIRED,
  msgTooLong,
} from './messages.js';

export const MAX_BLOG_TITLE_LENGTH = MAX_NAME_LENGTH;
export const MAX_BLOG_EXCERPT_LENGTH = 500;
export const MAX_BLOG_CONTENT_LENGTH = 100_000;

export const ZBlogSlug = z
  .string({ error: MSG_BLOG_SLUG_REQUIRED })
  .trim()
  .superRefine((slug, ctx) => {
    if (slug.length === 0) ctx.addIssue({ code: 'custom', message: MSG_BLOG_SLUG_REQUIRED });
    else if (slug.length > MAX_BLOG_SLUG_LENGTH) {
      ctx.addIssue({ code: 'custom', message: msgTooLong(MAX_BLOG_SLUG_LENGTH) });
    } else if (!isSlug(slug)) ctx.addIssue({ code: 'custom', message: MSG_BLOG_SLUG_INVALID });
  });

// The same shape is sent to the blog service; author and dates are set by the server.
export const ZBlogPostForm = z.object({
  title: requiredText(MSG_BLOG_TITLE_REQUIRED, MAX_BLOG_TITLE_LENGTH),
  slug: ZBlogSlug,
  excerpt: z.preprocess(emptyToNull, plainText(MAX_BLOG_EXCERPT_LENGTH, 'multi-line').nullable()),
  content: requiredText(MSG_BLOG_CONTENT_REQUIRED, MAX_BLOG_CONTENT_LENGTH, 'multi-line'),
  published: z.boolean().default(false),
});
export type TBlogPostForm = z.infer<typeof ZBlogPostForm>;
export type TBlogPostFormInput = z.input<typeof ZBlogPostForm>;
