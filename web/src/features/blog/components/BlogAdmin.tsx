import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BLOG_ADMIN_NEW_POST, BLOG_ADMIN_POST_PARAM, blogAdminPostPath } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { PostEditor } from './PostEditor';
import { PostsList } from './PostsList';
import '../blog.css';

/**
 * /blog-admin: the table of every post, and the create/edit form in its place (the URL says
 * which, so Back and a reload keep it). A page rather than a dialog: a post's Markdown wants room,
 * on a phone most of all.
 */
export function BlogAdmin() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get(BLOG_ADMIN_POST_PARAM);
  const view = editing === null ? 'list' : editing === BLOG_ADMIN_NEW_POST ? 'new' : 'edit';
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
        next.delete(BLOG_ADMIN_POST_PARAM);
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
          <Link className="button button--primary" to={blogAdminPostPath(null)}>
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
        <PostEditor
          key={editing}
          postId={editing === BLOG_ADMIN_NEW_POST ? null : editing}
          onDone={backToList}
        />
      )}
    </div>
  );
}
