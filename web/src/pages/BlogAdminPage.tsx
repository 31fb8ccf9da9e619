import { PageShell } from '../components/PageShell';

export function BlogAdminPage() {
  return (
    <PageShell title="Blog administration" heading="Blog administration">
      For HireRelay administrators only: a table of every post with its title, slug, status (Published or
      Draft) and publication date, with actions to create, edit and delete posts.
    </PageShell>
  );
}
