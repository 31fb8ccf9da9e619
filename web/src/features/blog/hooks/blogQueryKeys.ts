// The blog's keys live in ../queryKeys.ts; this name stays only for the two list hooks that another
// branch rewrites (usePublishedPosts, useAdminBlogPosts): they import from ../queryKeys at merge.
export { blogKeys } from '../queryKeys';
