import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { suppressPageLoadingIndicator } from '../../dashboard/hooks/useSectionLoading';
import { AFTER_SAVE_SUPPRESS_SECONDS } from '../../dashboard/sectionVisits';
import { deleteFailureMessage } from '../failureMessages';
import { useDeleteJob } from '../hooks/useDeleteJob';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

/** Staff's Delete, asked first with the spec's question, then back to the dashboard. */
export function DeleteJobButton({ job }: { job: TJobDetail }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteJob(job.id);
  const navigate = useNavigate();

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(JobDetailMessages.deleted);
        suppressPageLoadingIndicator(AFTER_SAVE_SUPPRESS_SECONDS);
        void navigate(paths.dashboard);
      },
      onError: (error) => toast.error(deleteFailureMessage(error)),
    });
  };

  return (
    <>
      <button
        className="button button--danger"
        type="button"
        disabled={remove.isPending}
        onClick={() => {
          setAsking(true);
        }}
      >
        {JobDetailMessages.deleteJob}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={JobDetailMessages.deleteConfirm(job.title, job.company)}
        confirmLabel={JobDetailMessages.delete}
        onConfirm={confirm}
      />
    </>
  );
}
