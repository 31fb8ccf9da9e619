// The job detail's shapes, from the shared contracts (the gateway answers them as they are).
export type {
  TJobDetail,
  TTimelineEntry,
  TSubmissionReceipt,
  TJobDocument,
  TJobUpdateBody,
  TJobStatusBody,
  TChatMessageView,
} from '@hirerelay/contracts';
export type { TJobDocumentType } from '@hirerelay/domain';
