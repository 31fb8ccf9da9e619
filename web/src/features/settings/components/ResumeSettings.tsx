import { useState } from 'react';
import { Card } from '../../../components/Card';
import { LazyConfirmDialog } from '../../../components/LazyConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { ResumeOnFile } from '../../profile/components/ResumeOnFile';
import { ResumeUploadField } from '../../profile/components/ResumeUploadField';
import { useProfile } from '../../profile/hooks/useProfile';
import { useRemoveResume } from '../../profile/hooks/useRemoveResume';
import { useUploadResume } from '../../profile/hooks/useUploadResume';
import { RESUME_MESSAGES } from '../../profile/resumeMessages';
import { SETTINGS_TEXTS } from '../settingsMessages';

/**
 * The profile resume: see it (with a signed View link),
 * replace it by the onboarding rules, remove it after a question.
 */
export function ResumeSettings() {
  const profile = useProfile();
  const upload = useUploadResume();
  const remove = useRemoveResume();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const resume = profile.data?.resume ?? null;
  const working = upload.isPending || remove.isPending;

  function removeResume() {
    remove.mutate(undefined, {
      onSuccess: () => toast.success(RESUME_MESSAGES.removed),
      onError: (error) => toast.error(errorMessage(error, RESUME_MESSAGES.removeFailed)),
    });
  }

  return (
    <Card title="Resume">
      {profile.data ? (
        <div className="form">
          {resume ? (
            <ResumeOnFile
              resume={resume}
              textState={profile.data.resumeText.state}
              linkLabel="View"
              removing={remove.isPending}
              disabled={working}
              onRemove={() => setConfirmingRemoval(true)}
            />
          ) : (
            <p className="settings-card__empty">{SETTINGS_TEXTS.noResume}</p>
          )}
          <ResumeUploadField
            hasResume={resume !== null}
            upload={upload}
            disabled={working}
            onUploaded={() => toast.success(RESUME_MESSAGES.uploaded)}
          />
          <LazyConfirmDialog
            open={confirmingRemoval}
            onOpenChange={setConfirmingRemoval}
            title={SETTINGS_TEXTS.removeResumeQuestion}
            description={SETTINGS_TEXTS.removeResumeDescription}
            confirmLabel="Remove resume"
            onConfirm={removeResume}
          />
        </div>
      ) : profile.isError ? (
        <p role="alert">{SETTINGS_TEXTS.resumeLoadFailed}</p>
      ) : (
        <Spinner label="Loading your resume…" />
      )}
    </Card>
  );
}
