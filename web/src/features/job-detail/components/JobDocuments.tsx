import { JOB_DOCUMENT_TYPES } from '@hirerelay/domain';
import { DOCUMENT_TEXTS, JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { JobDocumentRow } from './JobDocumentRow';

/** The job's resume and cover letter: view, upload, replace, remove. */
export function JobDocuments({ job }: { job: TJobDetail }) {
  return (
    <section className="job-info__card" aria-labelledby="job-documents-title">
      <h2 id="job-documents-title">{JobDetailMessages.documents}</h2>
      <ul className="job-documents" role="list">
        {JOB_DOCUMENT_TYPES.map((type) => (
          <JobDocumentRow
            key={type}
            jobId={job.id}
            type={type}
            texts={DOCUMENT_TEXTS[type]}
            document={job.documents.find((document) => document.type === type) ?? null}
          />
        ))}
      </ul>
    </section>
  );
}
