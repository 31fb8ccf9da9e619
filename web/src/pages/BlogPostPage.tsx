import { useParams } from 'react-router';
import { PageShell } from '../components/PageShell';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PageShell title="Blog post" heading="Blog post">
      This page will show the published article <code>{slug}</code>: its title, author, publication date and
      full text.
    </PageShell>
  );
}
