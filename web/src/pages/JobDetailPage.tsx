import { useParams } from 'react-router';
import { PageShell } from '../components/PageShell';

export function JobDetailPage() {
  const { jobId = '' } = useParams();
  return (
    <PageShell title="Job details" heading="Job details">
      Everything about job <code>{jobId}</code>: the posting, its recruiters, the resume and cover letter
      prepared for it and notes; a timeline of its progress; and a chat with our team.
    </PageShell>
  );
}
