import { Spinner } from '../../../components/Spinner';
import { FitView } from '../../job-fit/components/FitCard';
import { FitMessages } from '../../job-fit/fitMessages';
import { useJobFit } from '../../job-fit/hooks/useJobFit';

/** The packet's fit section: the band, the requirements found with the resume's line, the missing ones. */
export function PacketFit({ jobId }: { jobId: string }) {
  const fit = useJobFit(jobId);
  return (
    <div className="packet__fit">
      <h3 className="packet__heading">{FitMessages.title}</h3>
      {fit.data ? (
        <FitView fit={fit.data} sub="h4" />
      ) : fit.isError ? (
        <p role="alert">{FitMessages.failed}</p>
      ) : (
        <Spinner label={FitMessages.loading} />
      )}
    </div>
  );
}
