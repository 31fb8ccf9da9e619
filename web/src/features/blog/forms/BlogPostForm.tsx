import { MAX_BLOG_EXCERPT_LENGTH } from '@hirerelay/domain';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormBanner } from '../../../components/form/FormBanner';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { POST_SAVE_FAILED } from '../blogMessages';
import type { TAdminBlogPost } from '../hooks/useAdminBlogPosts';
import { useBlogPostForm } from '../hooks/useBlogPostForm';
import { BlogPostFormActions, DiscardChangesDialog } from './BlogPostFormActions';

interface BlogPostFormProps {
  /** The post to edit, or null for a new one. */
  post: TAdminBlogPost | null;
  onSaved: (post: TAdminBlogPost) => void;
  onCancel: () => void;
}

export function BlogPostForm({ post, onSaved, onCancel }: BlogPostFormProps) {
  const { form, field, onSubmit, isPending, errorText, title, slug } = useBlogPostForm(post, onSaved);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { errors, isDirty } = form.formState;

  return (
    <>
      <form className="form blog-form" noValidate onSubmit={onSubmit}>
        {errorText ? (
          <FormBanner tone="error">
            <strong className="form-banner__title">{POST_SAVE_FAILED}</strong>
            {errorText !== POST_SAVE_FAILED ? errorText : null}
          </FormBanner>
        ) : null}
        <TextField label="Title" autoComplete="off" error={errors.title?.message} {...title} />
        <TextField
          label="Slug"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={
            <>
              The post&apos;s address: <span className="blog-form__address">/blog/{slug.trim() || '…'}</span>
              {post ? null : ' (suggested from the title until you change it)'}
            </>
          }
          {...field('slug')}
        />
        <TextAreaField
          label="Excerpt (optional)"
          rows={3}
          hint={`A sentence or two for the blog list and search results, up to ${String(MAX_BLOG_EXCERPT_LENGTH)} characters.`}
          {...field('excerpt')}
        />
        <TextAreaField
          label="Content"
          rows={16}
          className="blog-form__content"
          spellCheck
          hint="Markdown: ## headings, **bold**, _italic_, [links](https://…), lists and tables. HTML is shown as text."
          {...field('content')}
        />
        <CheckboxField label="Published" {...field('published')} />
        <BlogPostFormActions
          isNew={post === null}
          isPending={isPending}
          onCancel={() => {
            if (isDirty) setConfirmDiscard(true);
            else onCancel();
          }}
        />
      </form>
      <DiscardChangesDialog open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={onCancel} />
    </>
  );
}
