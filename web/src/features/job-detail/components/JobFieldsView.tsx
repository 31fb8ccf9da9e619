import { truncateUrl } from '@hirerelay/domain';
import { Details } from '../../../components/Details';
import { ExternalLink } from '../../../components/ExternalLink';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { formatDate, formatDateText } from '../../../lib/dates';

const link = (url: string | null) =>
  url ? <ExternalLink href={url}>{truncateUrl(url)}</ExternalLink> : null;

/** The job's fields, recruiters, notes and description, read-only (a user's view). */
export function JobFieldsView({ job }: { job: TJobDetail }) {
  return (
    <>
      <section className="job-info__section" aria-labelledby="job-fields-title">
        <h2 id="job-fields-title">{JobDetailMessages.jobDetails}</h2>
        <Details
          rows={[
            ['Title', job.title],
            ['Company', job.company],
            ['Location', job.location],
            ['Platform', job.platform],
            ['Job type', job.jobType],
            ['Salary', job.salary],
            ['Date posted', formatDateText(job.datePosted)],
            ['Date received', formatDate(job.dateReceived)],
            ['Date applied', formatDate(job.dateApplied)],
            ['Date reapplied', formatDate(job.dateReapplied)],
            ['Job post', link(job.url)],
            ['Applied at', link(job.appliedUrl)],
          ]}
        />
      </section>
      <section className="job-info__section" aria-labelledby="job-recruiters-title">
        <h2 id="job-recruiters-title">{JobDetailMessages.recruiters}</h2>
        {job.recruiters.length === 0 ? (
          <p className="job-detail__empty">{JobDetailMessages.noRecruiters}</p>
        ) : (
          <ul className="job-info__recruiters" role="list">
            {job.recruiters.map((recruiter) => (
              <li key={recruiter.id} className="job-info__recruiter">
                <p className="job-info__recruiter-name">{recruiter.name}</p>
                <Details
                  rows={[
                    ['Profile', link(recruiter.profileUrl)],
                    [
                      'Email',
                      recruiter.email ? <a href={`mailto:${recruiter.email}`}>{recruiter.email}</a> : null,
                    ],
                    [
                      'Phone',
                      recruiter.phone ? <a href={`tel:${recruiter.phone}`}>{recruiter.phone}</a> : null,
                    ],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="job-info__section" aria-labelledby="job-notes-title">
        <h2 id="job-notes-title">{JobDetailMessages.notes}</h2>
        <p className="job-info__prose">{job.notes ?? JobDetailMessages.noNotes}</p>
      </section>
      {job.description ? (
        <section className="job-info__section" aria-labelledby="job-description-title">
          <h2 id="job-description-title">{JobDetailMessages.description}</h2>
          <p className="job-info__prose">{job.description}</p>
        </section>
      ) : null}
    </>
  );
}
