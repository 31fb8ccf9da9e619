import { MAX_BLOG_EXCERPT_LENGTH, ZBlogPostForm, type TBlogPostForm } from '@hirerelay/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormBanner } from '../../../components/form/FormBanner';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { ApiError } from '../../../lib/api/errors';
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
  // A refusal no field explains; cleared on the next attempt.
  const [bannerError, setBannerError] = useState<unknown>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The slug follows the title until edited by hand; an existing post keeps its address.
  const [lastSuggestion, setLastSuggestion] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<TBlogPostFormValues, unknown, TBlogPostForm>({
    resolver: schemaResolver<TBlogPostFormValues, TBlogPostForm>(ZBlogPostForm),
    defaultValues: post ? postFormValues(post) : EMPTY_POST_FORM,
  });
  const slug = useWatch({ control, name: 'slug' });

  const onSubmit = handleSubmit((values) => {
    setBannerError(null);
    save.mutate(
      { postId: post?.id ?? null, post: values },
      {
        onSuccess: (saved) => {
          toast.success(post ? POST_SAVED : POST_CREATED);
          onSaved(saved);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, FIELDS)) setBannerError(error);
        },
      },
    );
  });

  const title = register('title', {
    onChange: () => {
      const next = suggestedSlug(getValues('title'), getValues('slug'), lastSuggestion);
      if (next === null) return;
      setLastSuggestion(next);
      setValue('slug', next, { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });

  const serverMessage = bannerError instanceof ApiError ? bannerError.serverMessage : null;

  return (
    <>
      <form className="form blog-form" noValidate onSubmit={onSubmit}>
        {bannerError ? (
          <FormBanner tone="error">
            <strong className="form-banner__title">{POST_SAVE_FAILED}</strong>
            {serverMessage && serverMessage !== POST_SAVE_FAILED ? serverMessage : null}
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
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextAreaField
          label="Excerpt (optional)"
          rows={3}
          hint={`A sentence or two for the blog list and search results, up to ${String(MAX_BLOG_EXCERPT_LENGTH)} characters.`}
          error={errors.excerpt?.message}
          {...register('excerpt')}
        />
        <TextAreaField
          label="Content"
          rows={16}
          className="blog-form__content"
          spellCheck
          hint="Markdown: ## headings, **bold**, _italic_, [links](https://…), lists and tables. HTML is shown as text."
          error={errors.content?.message}
          {...register('content')}
        />
        <CheckboxField label="Published" error={errors.published?.message} {...register('published')} />
        <div className="form__actions">
          <button className="button button--primary" type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : post ? 'Save changes' : 'Create post'}
          </button>
          <button
            className="button button--secondary"
            type="button"
            disabled={save.isPending}
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
