import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EXPORT_FAILED } from '../../../lib/download';
import { useExportJobs } from '../hooks/useExportJobs';
import { JobsMessages } from '../jobsMessages';
import { jobsViewFromSearchParams } from '../jobsView';

/** Staff: the jobs CSV for the list's current filters. */
export function ExportJobsButton() {
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => jobsViewFromSearchParams(searchParams).filters, [searchParams]);
  const exportJobs = useExportJobs();
  return (
    <div className="export-jobs">
      <button
        className="button button--secondary"
        type="button"
        disabled={exportJobs.isPending}
        onClick={() => {
          exportJobs.mutate(filters);
        }}
      >
        {exportJobs.isPending ? JobsMessages.exporting : JobsMessages.exportJobs}
      </button>
      {exportJobs.isError ? (
        <p className="export-jobs__error" role="alert">
          {EXPORT_FAILED}
        </p>
      ) : null}
    </div>
  );
}
