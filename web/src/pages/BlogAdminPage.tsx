import { BlogAdmin } from '../features/blog/components/BlogAdmin';

/** Admins only (the router's RequireAdmin; the server checks the role too). */
export function BlogAdminPage() {
  return <BlogAdmin />;
}
