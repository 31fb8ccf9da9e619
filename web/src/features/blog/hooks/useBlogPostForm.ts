import { ZBlogPostForm, type TBlogPostForm } from '@hirerelay/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { POST_CREATED, POST_SAVE_FAILED, POST_SAVED } from '../blogMessages';
import { EMPTY_POST_FORM, postFormValues, suggestedSlug, type TBlogPostFormValues } from '../blogPosts';
import type { TAdminBlogPost } from './useAdminBlogPosts';
import { useSaveBlogPost } from './useSaveBlogPost';

const FIELDS = ['title', 'slug', 'excerpt', 'content', 'published'] as const;

/**
 * The blog post form's state: the server form (a refusal no field explains shows in the banner,
 * until the next attempt), the title whose typing suggests the slug, and the slug as it stands.
 */
export function useBlogPostForm(post: TAdminBlogPost | null, onSaved: (post: TAdminBlogPost) => void) {
  const save = useSaveBlogPost();
  // The slug follows the title until edited by hand; an existing post keeps its address.
  const [lastSuggestion, setLastSuggestion] = useState<string | null>(null);
  const server = useServerForm({
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
    formState: { isSubmitted },
  } = server.form;
  const slug = useWatch({ control, name: 'slug' });

  const title = register('title', {
    onChange: () => {
      const next = suggestedSlug(getValues('title'), getValues('slug'), lastSuggestion);
      if (next === null) return;
      setLastSuggestion(next);
      setValue('slug', next, { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });
  return { ...server, title, slug };
}
