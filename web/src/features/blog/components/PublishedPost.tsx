import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api/errors';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import { POST_LOAD_FAILED } from '../blogMessages';
import { usePublishedPost, type TPublishedPost } from '../hooks/usePublishedPost';
import { PostMarkdown } from './PostMarkdown';
import { PostByline } from './PublishedPosts';
import '../blog.css';

/** /blog/{slug}: one published post; a draft or unknown slug is the site's 404 page. */
export function PublishedPost({ slug }: { slug: string }) {
  const post = usePublishedPost(slug);

  if (post.data) return <PostArticle post={post.data} />;
  if (post.isError && post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />;
  return (
    <div className="container blog-post">
      <PageMeta title="Blog" />
      <BackToBlog />
      {post.isError ? (
        <p className="empty-note" role="alert">
          {POST_LOAD_FAILED}{' '}
          <button className="link-button" type="button" onClick={() => void post.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <Spinner label="Loading the post…" />
      )}
    </div>
  );
}

function PostArticle({ post }: { post: TPublishedPost }) {
  return (
    <article className="container blog-post">
      <PageMeta title={post.title} description={post.excerpt ?? undefined} />
      <BackToBlog />
      <header className="blog-post__head">
        <h1 className="blog-post__title">{post.title}</h1>
        <PostByline authorName={post.authorName} publishedAt={post.publishedAt} />
      </header>
      <PostMarkdown content={post.content} />
    </article>
  );
}

function BackToBlog() {
  return (
    <p className="blog-post__back">
      <Link to={paths.blog}>← All posts</Link>
    </p>
  );
}
