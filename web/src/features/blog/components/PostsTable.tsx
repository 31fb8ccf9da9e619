import { Link } from 'react-router';
import { blogAdminPostPath, paths, toPath } from '../../../app/paths';
import { DataTable } from '../../../components/DataTable';
import { postStatusLabel, publishedDateLabel } from '../blogPosts';
import type { TAdminBlogPost } from '../hooks/useAdminBlogPosts';

const COLUMNS = ['Title', 'Slug', 'Status', 'Published', 'Actions'] as const;

interface PostsTableProps {
  rows: TAdminBlogPost[];
  labelledBy: string;
  deletingId: string | null;
  onDelete: (post: TAdminBlogPost) => void;
}

/** The posts with their status and date; Edit opens the form, Delete asks the list. */
export function PostsTable({ rows, labelledBy, deletingId, onDelete }: PostsTableProps) {
  return (
    <DataTable className="posts-table" labelledBy={labelledBy} columns={COLUMNS}>
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
            <span className="status-pill" data-tone={post.published ? 'success' : undefined}>
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
                to={blogAdminPostPath(post.id)}
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
    </DataTable>
  );
}
