import type { TApplicationPacket } from '../workbenchTypes';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/dates';
import { useAdminUserResumeLink } from '../../admin-users/hooks/useAdminUserResumeLink';
import { usePacket } from '../hooks/usePacket';
import { customerRows, jobRows, voluntaryRows } from '../packetRows';
import { WorkbenchMessages as Texts } from '../workbenchMessages';
import { CopyButton } from './CopyButton';
import { PacketFit } from './PacketFit';
import { LazyDraftsSection } from './LazyDraftsSection';
import { PacketList } from './PacketList';

/** The profile resume, opened in a new tab through a short-lived link. */
function PacketResume({ packet }: { packet: TApplicationPacket }) {
  const resume = packet.customer.resume;
  const link = useAdminUserResumeLink(packet.customer.userId, resume !== null);
  if (!resume) return <p className="details-list__empty">{Texts.noResume}</p>;
  return (
    <p className="packet__resume">
      <span>
        {resume.fileName} <span className="packet__meta">({formatDate(resume.uploadedAt)})</span>
      </span>
      {link.data ? (
        <a
          className="button button--secondary button--small"
          href={link.data.url}
          target="_blank"
          rel="noopener"
        >
          {Texts.openResume}
        </a>
      ) : link.isError ? (
        <span role="alert">{Texts.resumeLinkFailed}</span>
      ) : (
        <Spinner label="Preparing the resume link…" />
      )}
    </p>
  );
}

/**
 * Everything needed to apply without leaving the page: the customer's details, their
 * voluntary answers (staff only), the resume, the job's links, description and recruiters, each
 * value with a copy button.
 */
export function ApplicationPacket({ jobId }: { jobId: string }) {
  const packet = usePacket(jobId);
  return (
    <section className="job-info__section workbench__packet" aria-labelledby="packet-title">
      <h2 id="packet-title">{Texts.packet}</h2>
      {packet.data ? (
        <>
          <h3 className="packet__heading">{Texts.customer}</h3>
          <PacketList rows={customerRows(packet.data)} />
          <h3 className="packet__heading">{Texts.resume}</h3>
          <PacketResume packet={packet.data} />
          <PacketFit jobId={jobId} />
          <details className="packet__voluntary">
            <summary className="packet__heading">{Texts.voluntary}</summary>
            <PacketList rows={voluntaryRows(packet.data)} />
          </details>
          <h3 className="packet__heading">{Texts.jobSection}</h3>
          <PacketList rows={jobRows(packet.data)} />
          {packet.data.job.description ? (
            // The copy button sits beside the summary, not in it: a button inside a summary is
            // an interactive control nested in another (axe: nested-interactive).
            <div className="packet__description">
              <details>
                <summary>Description</summary>
                <p className="job-info__prose">{packet.data.job.description}</p>
              </details>
              <CopyButton label="Description" value={packet.data.job.description} />
            </div>
          ) : null}
          <LazyDraftsSection jobId={jobId} />
        </>
      ) : packet.isError ? (
        <p role="alert">{Texts.packetFailed}</p>
      ) : (
        <Spinner label={Texts.packetLoading} />
      )}
    </section>
  );
}
