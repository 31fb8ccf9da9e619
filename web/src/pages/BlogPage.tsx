import { PageMeta } from '../components/PageMeta';
import { PublishedPosts } from '../features/blog/components/PublishedPosts';

export function BlogPage() {
  return (
    <div className="container blog">
      <PageMeta
        title="Blog"
        description="Articles from HireRelay on job searching, applications, resumes and interviews."
      />
      <header className="blog__head">
        <h1>Blog</h1>
        <p className="lead">Articles on job searching, applications, resumes and interviews.</p>
      </header>
      <PublishedPosts />
    </div>
  );
}
