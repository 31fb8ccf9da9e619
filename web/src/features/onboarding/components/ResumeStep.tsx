import { useImperativeHandle } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import { ResumeOnFile } from '../../profile/components/ResumeOnFile';
import { ResumeUploadField } from '../../profile/components/ResumeUploadField';
import { useRemoveResume } from '../../profile/hooks/useRemoveResume';
import { useUploadResume } from '../../profile/hooks/useUploadResume';
import { RESUME_MESSAGES } from '../../profile/resumeMessages';
import { useStepSave } from '../hooks/useStepSave';
import { StepActions } from './StepActions';
import type { StepProps } from './stepTypes';

/** The resume is stored as soon as a file is chosen; Next only records the step as done. */
export function ResumeStep({ profile, ref, onNext, onBack, busy }: StepProps) {
  const { save, isPending, errorText } = useStepSave(2);
  const upload = useUploadResume();
  const remove = useRemoveResume();

  useImperativeHandle(ref, () => ({ saveBeforeLeave: () => Promise.resolve(true) }));

  async function next() {
    // Without a file there is nothing to record; the Review step lists the resume as missing.
    if (!profile.resume || (await save({}))) onNext();
  }

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
          textState={profile.resumeText.state}
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
          {errorMessage(remove.error, RESUME_MESSAGES.removeFailed)}
        </p>
      ) : null}
      <ResumeUploadField hasResume={profile.resume !== null} upload={upload} disabled={working || busy} />
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
