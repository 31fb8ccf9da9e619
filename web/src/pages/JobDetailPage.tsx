import { useParams } from 'react-router';
import { JobDetail } from '../features/job-detail/components/JobDetail';

/** /dashboard/jobs/:jobId (spec 02 §2 "Job detail"): the owner's job, or any job for staff. */
export function JobDetailPage() {
  const { jobId } = useParams();
  // Another job starts a fresh page (its own form, tab and chat draft).
  return <JobDetail key={jobId} jobId={jobId} />;
}
