import {
  MSG_RESUME_UPLOAD_FAILED,
  RESUME_ACCEPT,
  ZOnboardingResumeForm,
  type TFileInfo,
  type TOnboardingResumeForm,
} from '@hirerelay/domain';
import { useId, useImperativeHandle, type ChangeEvent } from 'react';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { useForm } from 'react-hook-form';
import { describedBy } from '../../../components/form/describedBy';
import { FieldError } from '../../../components/form/FieldFrame';
import { errorMessage } from '../../../lib/api/errors';
import { useRemoveResume } from '../../profile/hooks/useRemoveResume';
import { useUploadResume } from '../../profile/hooks/useUploadResume';
import { useStepSave } from '../hooks/useStepSave';
import { ResumeOnFile } from './ResumeOnFile';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

interface TResumeValues {
  resume: TFileInfo | null;
}

/** The resume is stored as soon as a file is chosen; Next only records the step as done. */
export function ResumeStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const inputId = useId();
  const { save, isPending, errorText } = useStepSave(2);
  const upload = useUploadResume();
  const remove = useRemoveResume();
  const {
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TResumeValues, unknown, TOnboardingResumeForm>({
    resolver: schemaResolver<TResumeValues, TOnboardingResumeForm>(ZOnboardingResumeForm),
    defaultValues: { resume: null },
  });

  useImperativeHandle(ref, () => ({ saveBeforeLeave: () => Promise.resolve(true) }));

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a failure still counts as a change.
    input.value = '';
    if (!file) return;
    clearErrors('resume');
    setValue('resume', file);
    void handleSubmit(() => {
      upload.mutate(file, {
        onError: (error) => {
          console.error(MSG_RESUME_UPLOAD_FAILED, error);
          setError('resume', { type: 'server', message: errorMessage(error, MSG_RESUME_UPLOAD_FAILED) });
        },
      });
    })();
  }

  async function next() {
    // Without a file there is nothing to record; the Review step lists the resume as missing.
    if (!profile.resume || (await save({}))) onNext();
  }

  const errorId = errors.resume ? `${inputId}-error` : undefined;
  const hintId = `${inputId}-hint`;
  const working = upload.isPending || remove.isPending;

  return (
    <form
      className="form wizard-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      {profile.resume ? (
        <ResumeOnFile
          resume={profile.resume}
          removing={remove.isPending}
          disabled={working || busy}
          onRemove={() => {
            remove.mutate(undefined, {
              onError: (error) => {
                console.error('Error removing resume', error);
              },
            });
          }}
        />
      ) : null}
      {remove.isError ? (
        <p className="field__error" role="alert">
          {errorMessage(remove.error, 'There was an error removing your resume. Please try again.')}
        </p>
      ) : null}
      <div className="field">
        <span className="field__label" id={`${inputId}-label`}>
          {profile.resume ? 'Replace your resume' : 'Upload your resume'}
        </span>
        <p className="field__hint" id={hintId}>
          PDF only, smaller than 5MB.
        </p>
        <label className="file-picker" data-busy={working}>
          <input
            id={inputId}
            className="file-picker__input"
            type="file"
            accept={RESUME_ACCEPT}
            disabled={working || busy}
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
      <StepActions
        onBack={onBack}
        submitLabel="Next"
        pending={isPending || busy}
        disabled={working}
        errorText={errorText}
      />
    </form>
  );
}
