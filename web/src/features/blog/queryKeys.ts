/** Every cached blog query starts with 'blog': a saved or deleted post invalidates them all. */
export const blogKeys = {
  all: ['blog'] as const,
  publishedList: ['blog', 'published', 'list'] as const,
  published: (slug: string) => ['blog', 'published', 'post', slug] as const,
  adminList: ['blog', 'admin', 'list'] as const,
  admin: (postId: string) => ['blog', 'admin', 'post', postId] as const,
};
