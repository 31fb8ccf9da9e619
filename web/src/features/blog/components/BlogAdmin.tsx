import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormBanner } from '../../../components/form/FormBanner';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { POST_DELETE_FAILED, POST_DELETE_QUESTION, POST_DELETED, POSTS_FETCH_FAILED } from '../blogMessages';
import { postStatusLabel, publishedDateLabel } from '../blogPosts';
import { BlogPostForm } from '../forms/BlogPostForm';
import { useAdminBlogPost } from '../hooks/useAdminBlogPost';
import { useAdminBlogPosts, type TAdminBlogPost } from '../hooks/useAdminBlogPosts';
import { useDeleteBlogPost } from '../hooks/useDeleteBlogPost';
import './blog.css';

/** `?post=new` opens the form for a new post, `?post=<id>` the form for that post. */
const POST_PARAM = 'post';
const NEW_POST = 'new';

/**
 * /blog-admin: the table of every post, and the create/edit form in its place (the URL says
 * which, so Back and a reload keep it). A page rather than a dialog: a post's Markdown wants room,
 * on a phone most of all.
 */
export function BlogAdmin() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get(POST_PARAM);
  const view = editing === null ? 'list' : editing === NEW_POST ? 'new' : 'edit';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Switching between the table and the form inside the page: start reading at its heading.
  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === view) return;
    previousView.current = view;
    headingRef.current?.focus({ preventScroll: true });
  }, [view]);

  const backToList = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(POST_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const title = view === 'list' ? 'Blog administration' : view === 'new' ? 'New post' : 'Edit post';

  return (
    <div className="container blog-admin">
      <PageMeta title={title} />
      <div className="blog-admin__head">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="settings__title">
          {title}
        </h1>
        {view === 'list' ? (
          <Link className="button button--primary" to={{ search: `?${POST_PARAM}=${NEW_POST}` }}>
            New post
          </Link>
        ) : null}
      </div>
      {editing === null ? (
        <PostsList
          labelledBy={headingId}
          onDeleted={() => {
            // The row and its Delete button are gone: carry on from the top of the list.
            headingRef.current?.focus();
          }}
        />
      ) : (
        <PostEditor key={editing} postId={editing === NEW_POST ? null : editing} onDone={backToList} />
      )}
    </div>
  );
}

function PostEditor({ postId, onDone }: { postId: string | null; onDone: () => void }) {
  const post = useAdminBlogPost(postId);
  if (postId === null) return <BlogPostForm post={null} onSaved={onDone} onCancel={onDone} />;
  if (post.data) return <BlogPostForm post={post.data} onSaved={onDone} onCancel={onDone} />;
  if (post.isError) {
    const missing =
      post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
    return (
      <>
        <FormBanner tone="error">
          {missing ? 'This post does not exist or was deleted.' : POSTS_FETCH_FAILED}
        </FormBanner>
        <p>
          <button className="button button--secondary" type="button" onClick={onDone}>
            Back to posts
          </button>
        </p>
      </>
    );
  }
  return <Spinner label="Loading the post…" />;
}

function PostsList({ labelledBy, onDeleted }: { labelledBy: string; onDeleted: () => void }) {
  const posts = useAdminBlogPosts();
  const deletePost = useDeleteBlogPost();
  const [toDelete, setToDelete] = useState<TAdminBlogPost | null>(null);

  const rows = posts.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    deletePost.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(POST_DELETED);
        onDeleted();
      },
    });
  };

  return (
    <>
      {deletePost.isError ? <FormBanner tone="error">{POST_DELETE_FAILED}</FormBanner> : null}
      {posts.isPending ? (
        <Spinner label="Loading posts…" />
      ) : posts.isError && rows.length === 0 ? (
        <FormBanner tone="error">
          {POSTS_FETCH_FAILED}{' '}
          <button className="link-button" type="button" onClick={() => void posts.refetch()}>
            Try again
          </button>
        </FormBanner>
      ) : rows.length === 0 ? (
        <p className="blog-admin__empty">No posts yet. Write the first one with New post.</p>
      ) : (
        <>
          <PostsTable
            rows={rows}
            labelledBy={labelledBy}
            deletingId={deletePost.isPending ? deletePost.variables : null}
            onDelete={setToDelete}
          />
          {posts.hasNextPage ? (
            <p className="blog-list__more">
              <button
                className="button button--secondary"
                type="button"
                disabled={posts.isFetchingNextPage}
                onClick={() => void posts.fetchNextPage()}
              >
                {posts.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            </p>
          ) : null}
          {posts.isFetchNextPageError ? <FormBanner tone="error">{POSTS_FETCH_FAILED}</FormBanner> : null}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={POST_DELETE_QUESTION}
        description={toDelete ? `“${toDelete.title}” will be removed for good.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </>
  );
}

const COLUMNS = ['Title', 'Slug', 'Status', 'Published', 'Actions'] as const;

interface PostsTableProps {
  rows: TAdminBlogPost[];
  labelledBy: string;
  deletingId: string | null;
  onDelete: (post: TAdminBlogPost) => void;
}

function PostsTable({ rows, labelledBy, deletingId, onDelete }: PostsTableProps) {
  return (
    <div className="data-table__wrap">
      <table className="data-table posts-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((post) => (
            <tr key={post.id} className="data-table__row">
              <td data-label="Title" className="posts-table__title">
                {post.published ? (
                  <Link to={toPath(paths.blogPost, { slug: post.slug })}>{post.title}</Link>
                ) : (
                  post.title
                )}
              </td>
              <td data-label="Slug" className="posts-table__slug">
                {post.slug}
              </td>
              <td data-label="Status">
                <span className="post-status" data-published={post.published}>
                  {postStatusLabel(post.published)}
                </span>
              </td>
              <td data-label="Published" className="posts-table__date">
                {publishedDateLabel(post.publishedAt)}
              </td>
              <td data-label="Actions">
                <div className="posts-table__actions">
                  <Link
                    className="button button--secondary button--small"
                    to={{ search: `?${POST_PARAM}=${encodeURIComponent(post.id)}` }}
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </Link>
                  <button
                    className="button button--secondary button--small posts-table__delete"
                    type="button"
                    disabled={deletingId === post.id}
                    aria-label={`Delete ${post.title}`}
                    onClick={() => {
                      onDelete(post);
                    }}
                  >
                    {deletingId === post.id ? 'Deleting…' : 'Delete'}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
