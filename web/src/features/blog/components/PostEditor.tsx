import { FormBanner } from '../../../components/form/FormBanner';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api/errors';
import { POSTS_FETCH_FAILED } from '../blogMessages';
import { BlogPostForm } from '../forms/BlogPostForm';
import { useAdminBlogPost } from '../hooks/useAdminBlogPost';

/** The form for a new post (`postId` null) or for an existing one once it has loaded. */
export function PostEditor({ postId, onDone }: { postId: string | null; onDone: () => void }) {
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
