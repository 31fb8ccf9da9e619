import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormBanner } from '../../../components/form/FormBanner';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../lib/toast';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { POST_DELETE_FAILED, POST_DELETE_QUESTION, POST_DELETED, POSTS_FETCH_FAILED } from '../blogMessages';
import { useAdminBlogPosts, type TAdminBlogPost } from '../hooks/useAdminBlogPosts';
import { useDeleteBlogPost } from '../hooks/useDeleteBlogPost';
import { PostsTable } from './PostsTable';

/** Every post, a page at a time, with Delete asking first. */
export function PostsList({ labelledBy, onDeleted }: { labelledBy: string; onDeleted: () => void }) {
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
        <p className="empty-note">No posts yet. Write the first one with New post.</p>
      ) : (
        <>
          <PostsTable
            rows={rows}
            labelledBy={labelledBy}
            deletingId={deletePost.isPending ? deletePost.variables : null}
            onDelete={setToDelete}
          />
          <LoadMoreButton pages={posts} className="blog-list__more" />
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
