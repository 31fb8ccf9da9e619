import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { POSTS_FETCH_FAILED, POSTS_LOAD_FAILED } from '../blogMessages';
import { usePublishedPosts, type TPublishedPostSummary } from '../hooks/usePublishedPosts';
import '../blog.css';
import { formatDate } from '../../../lib/dates';

/** The /blog list: published posts, newest first, with Load more while there are older ones. */
export function PublishedPosts() {
  const posts = usePublishedPosts();

  // A failed list is logged and the list stays empty (the page also says so).
  const failed = posts.isError && !posts.data;
  useEffect(() => {
    if (posts.error) console.error(POSTS_FETCH_FAILED, posts.error);
  }, [posts.error]);

  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="blog-list">
      {posts.isPending ? (
        <PostListPlaceholder />
      ) : failed ? (
        <p className="empty-note" role="status">
          {POSTS_LOAD_FAILED}{' '}
          <button className="link-button" type="button" onClick={() => void posts.refetch()}>
            Try again
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="empty-note">No posts yet. Check back soon.</p>
      ) : (
        <>
          <ol className="blog-list__items" role="list">
            {items.map((post) => (
              <li key={post.id}>
                <PostSummary post={post} />
              </li>
            ))}
          </ol>
          <LoadMoreButton pages={posts} className="blog-list__more" />
          {posts.isFetchNextPageError ? (
            <p className="empty-note" role="status">
              {POSTS_LOAD_FAILED}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** How many cards stand in for the first posts while they load. */
const PLACEHOLDER_CARDS = 3;

/**
 * Grey cards the size of post summaries while the list loads, so the posts take the space that is
 * already reserved for them instead of pushing the page down (no layout shift).
 */
function PostListPlaceholder() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading posts…</span>
      <ol className="blog-list__items" role="list" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index}>
            <div className="post-card post-card--placeholder">
              <span className="placeholder-line placeholder-line--title" />
              <span className="placeholder-line placeholder-line--byline" />
              <span className="placeholder-line" />
              <span className="placeholder-line placeholder-line--short" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function PostSummary({ post }: { post: TPublishedPostSummary }) {
  return (
    <article className="post-card">
      <h2 className="post-card__title">
        <Link to={toPath(paths.blogPost, { slug: post.slug })}>{post.title}</Link>
      </h2>
      <PostByline authorName={post.authorName} publishedAt={post.publishedAt} />
      {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
    </article>
  );
}

/** 'By Ada Lovelace · May 10, 2025'; a post without an author name shows the date alone. */
export function PostByline({ authorName, publishedAt }: { authorName: string | null; publishedAt: string }) {
  const author = authorName?.trim();
  return (
    <p className="post-byline">
      {author ? (
        <>
          <span>By {author}</span>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
    </p>
  );
}
