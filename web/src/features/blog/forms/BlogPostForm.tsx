import { MAX_BLOG_EXCERPT_LENGTH, ZBlogPostForm, type TBlogPostForm } from '@hirerelay/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormBanner } from '../../../components/form/FormBanner';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { POST_CREATED, POST_SAVE_FAILED, POST_SAVED } from '../blogMessages';
import { EMPTY_POST_FORM, postFormValues, suggestedSlug, type TBlogPostFormValues } from '../blogPosts';
import type { TAdminBlogPost } from '../hooks/useAdminBlogPosts';
import { useSaveBlogPost } from '../hooks/useSaveBlogPost';

const FIELDS = ['title', 'slug', 'excerpt', 'content', 'published'] as const;

interface BlogPostFormProps {
  /** The post to edit, or null for a new one. */
  post: TAdminBlogPost | null;
  onSaved: (post: TAdminBlogPost) => void;
  onCancel: () => void;
}

export function BlogPostForm({ post, onSaved, onCancel }: BlogPostFormProps) {
  const save = useSaveBlogPost();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The slug follows the title until edited by hand; an existing post keeps its address.
  const [lastSuggestion, setLastSuggestion] = useState<string | null>(null);
  // A refusal no field explains shows in the banner, until the next attempt.
  const { form, field, onSubmit, isPending, errorText } = useServerForm({
    resolver: schemaResolver<TBlogPostFormValues, TBlogPostForm>(ZBlogPostForm),
    defaultValues: post ? postFormValues(post) : EMPTY_POST_FORM,
    submit: (values) => save.mutateAsync({ postId: post?.id ?? null, post: values }),
    serverFields: FIELDS,
    failureMessage: POST_SAVE_FAILED,
    errorIn: 'banner',
    onSuccess: (saved) => {
      toast.success(post ? POST_SAVED : POST_CREATED);
      onSaved(saved);
    },
  });
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const slug = useWatch({ control, name: 'slug' });

  const title = register('title', {
    onChange: () => {
      const next = suggestedSlug(getValues('title'), getValues('slug'), lastSuggestion);
      if (next === null) return;
      setLastSuggestion(next);
      setValue('slug', next, { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });

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
        <div className="form__actions">
          <button className="button button--primary" type="submit" disabled={isPending}>
            {isPending ? 'Saving…' : post ? 'Save changes' : 'Create post'}
          </button>
          <button
            className="button button--secondary"
            type="button"
            disabled={isPending}
            onClick={() => {
              if (isDirty) setConfirmDiscard(true);
              else onCancel();
            }}
          >
            Cancel
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description="What you changed in this post has not been saved."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={onCancel}
      />
    </>
  );
}
