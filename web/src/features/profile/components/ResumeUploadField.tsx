import { MSG_RESUME_UPLOAD_FAILED, RESUME_ACCEPT, type TOnboardingResumeForm } from '@hirerelay/domain';
import { useId, type ChangeEvent } from 'react';
import { describedBy } from '../../../components/form/describedBy';
import { FieldError } from '../../../components/form/FieldFrame';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { errorMessage } from '../../../lib/api/errors';
import { useServerForm } from '../../../lib/forms/useServerForm';
import type { useUploadResume } from '../hooks/useUploadResume';

interface TResumeValues {
  resume: File | null;
}

const resumeRules = lazySchemaResolver<TResumeValues, TOnboardingResumeForm>(() =>
  import('../forms/profileSchemas').then((rules) => rules.ZOnboardingResumeForm),
);

interface ResumeUploadFieldProps {
  /** Whether a resume is on file already (the label then offers to replace it). */
  hasResume: boolean;
  /** The caller's upload, so it can tell when one is under way. */
  upload: ReturnType<typeof useUploadResume>;
  disabled: boolean;
  onUploaded?: () => void;
}

/**
 * Choosing a PDF stores it as the profile resume at once (replacing any earlier one), after the
 * shared rules (PDF, under 5MB) passed in the browser; the server checks the bytes again. Used by
 * onboarding's resume step and the settings page.
 */
export function ResumeUploadField({ hasResume, upload, disabled, onUploaded }: ResumeUploadFieldProps) {
  const inputId = useId();
  const { form, onSubmit } = useServerForm({
    resolver: resumeRules.resolver,
    defaultValues: { resume: null },
    // The chosen file itself (the rules' output is a copy of its name, type and size); past the
    // rules, so there is one.
    submit: (): Promise<unknown> => upload.mutateAsync(form.getValues('resume') as File),
    failureMessage: MSG_RESUME_UPLOAD_FAILED,
    // A failed upload's message shows under the picker, whatever the server names.
    errorIn: 'banner',
    onSuccess: () => onUploaded?.(),
    onError: (error) => {
      console.error(MSG_RESUME_UPLOAD_FAILED, error);
      form.setError('resume', { type: 'server', message: errorMessage(error, MSG_RESUME_UPLOAD_FAILED) });
    },
  });
  const {
    setValue,
    clearErrors,
    formState: { errors },
  } = form;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a failure still counts as a change.
    input.value = '';
    if (!file) return;
    clearErrors('resume');
    setValue('resume', file);
    void onSubmit();
  }

  const errorId = errors.resume ? `${inputId}-error` : undefined;
  const hintId = `${inputId}-hint`;

  return (
    <div className="field" onFocus={resumeRules.preload}>
      <span className="field__label" id={`${inputId}-label`}>
        {hasResume ? 'Replace your resume' : 'Upload your resume'}
      </span>
      <p className="field__hint" id={hintId}>
        PDF only, smaller than 5MB.
      </p>
      <label className="file-picker" data-busy={upload.isPending}>
        <input
          id={inputId}
          className="file-picker__input"
          type="file"
          accept={RESUME_ACCEPT}
          disabled={disabled || upload.isPending}
          aria-labelledby={`${inputId}-label`}
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onChange={chooseFile}
        />
        <span className="button button--secondary file-picker__button" aria-hidden="true">
          {upload.isPending ? 'Uploading…' : 'Choose a PDF'}
        </span>
      </label>
      {upload.isPending ? (
        <p className="field__hint" role="status">
          Uploading your resume…
        </p>
      ) : null}
      <FieldError id={errorId} message={errors.resume?.message} />
    </div>
  );
}
