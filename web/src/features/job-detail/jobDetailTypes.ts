import type { ApiPaths } from '../../lib/api/client';

// The job detail's shapes: what the gateway answers, from the shared contracts; what it takes, from
// its OpenAPI document (the contracts' input types are looser, before their preprocessing).
export type {
  TJobDetail,
  TTimelineEntry,
  TSubmissionReceipt,
  TJobDocument,
  TChatMessageView,
} from '@hirerelay/contracts';
export type { TJobDocumentType } from '@hirerelay/domain';

type JsonBody<R> = R extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** Staff's Save all changes. */
export type TJobUpdateBody = JsonBody<ApiPaths['/api/jobs/{id}']['patch']>;
/** Staff's status change. */
export type TJobStatusBody = JsonBody<ApiPaths['/api/jobs/{id}/status']['post']>;
