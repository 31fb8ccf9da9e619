import { MSG_FORBIDDEN } from '@hirerelay/domain';

/**
 * User-visible messages that content's refusals carry (ours: the spec has none for these):
 * content's one table. The staff refusal is the shared text in libs/domain.
 */
export const ContentMessages = {
  postNotFound: 'Post not found',
  slugTaken: 'A post with this slug already exists',
  forbidden: MSG_FORBIDDEN,
} as const;
