import { PageShell } from '../components/PageShell';

export function BlogPage() {
  return (
    <PageShell title="Blog" heading="Blog">
      Articles on job searching, applications and interviews. Published posts will be listed here, newest
      first, each with its title, author, date and a short excerpt linking to the full article.
    </PageShell>
  );
}
