import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import { DraftTexts } from '../draftTexts';

const DraftsSection = lazy(() =>
  import('./DraftsSection').then((module) => ({ default: module.DraftsSection })),
);

/** The packet's drafts section, its code loaded when the packet shows it. */
export function LazyDraftsSection({ jobId }: { jobId: string }) {
  return (
    <Suspense fallback={<Spinner label={DraftTexts.loading} />}>
      <DraftsSection jobId={jobId} />
    </Suspense>
  );
}
