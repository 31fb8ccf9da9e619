import {
  ZOutreachChannel,
  ZSubmissionReceipt,
  ZTimelineStatus,
  type TJobActor,
  type TJobDetail,
  type TJobDocument,
  type TOutreachEntry,
  type TResumeTextState,
  type TTimelineEntry,
} from '@hirerelay/contracts';
import { ZJobDocumentType, type TJobStatus } from '@hirerelay/domain';
import { isStaff } from './job-access.rules.js';
import type { JobDetailRecord } from './job-detail.repository.js';
import { toJobRow } from './job.mapper.js';

type DocumentRecord = JobDetailRecord['documents'][number];
type TimelineRecord = JobDetailRecord['timeline'][number];
type OutreachRecord = JobDetailRecord['outreach'][number];

export function toJobDocument(
  document: DocumentRecord,
  profileResumeText: TResumeTextState = 'none',
): TJobDocument {
  const type = ZJobDocumentType.parse(document.type);
  const source = document.source === 'upload' ? 'upload' : 'profile-resume';
  return {
    type,
    source,
    fileName: document.fileName,
    size: document.size,
    updatedAt: document.updatedAt.toISOString(),
    textState: type !== 'resume' ? null : source === 'upload' ? uploadTextState(document) : profileResumeText,
  };
}

/** An upload is `pending` until read (also one stored before text was kept and not yet reached). */
const uploadTextState = (document: DocumentRecord): TResumeTextState =>
  document.textState === 'text' || document.textState === 'unreadable' ? document.textState : 'pending';

/** A stored line: a status the contract does not name is shown grey (`other`). */
function toTimelineEntry(entry: TimelineRecord): TTimelineEntry {
  const status = ZTimelineStatus.safeParse(entry.status);
  const receipt = entry.receipt === null ? null : ZSubmissionReceipt.safeParse(entry.receipt);
  return {
    id: entry.id,
    event: entry.event,
    date: entry.date.toISOString(),
    status: status.success ? status.data : 'other',
    receipt: receipt?.success ? receipt.data : null,
  };
}

/** Recruiter outreach as `actor` sees it: the message sent is staff's (null for the owner). */
function toOutreachEntry(entry: OutreachRecord, actor: TJobActor): TOutreachEntry {
  return {
    id: entry.id,
    recruiterName: entry.recruiterName,
    channel: ZOutreachChannel.catch('email').parse(entry.channel),
    sentAt: entry.sentAt.toISOString(),
    message: isStaff(actor) ? entry.message : null,
  };
}

/** The job detail as `actor` sees it: the unread count is the caller's side's (toJobRow). */
export function toJobDetail(record: JobDetailRecord, actor: TJobActor): TJobDetail {
  return {
    ...toJobRow({ ...record, status: record.status as TJobStatus }, actor),
    description: record.description,
    datePosted: record.datePosted,
    jobType: record.jobType,
    salary: record.salary,
    appliedUrl: record.appliedUrl,
    dateReapplied: record.dateReapplied?.toISOString() ?? null,
    notes: record.notes,
    interviewAt: record.interviewAt?.toISOString() ?? null,
    version: record.version,
    updatedAt: record.updatedAt.toISOString(),
    recruiters: record.recruiters.map(({ id, name, profileUrl, email, phone }) => ({
      id,
      name,
      profileUrl,
      email,
      phone,
    })),
    documents: record.documents.map((document) => toJobDocument(document, record.profileResumeText)),
    timeline: record.timeline.map(toTimelineEntry),
    outreach: record.outreach.map((entry) => toOutreachEntry(entry, actor)),
    followUpsEnabled: record.followUpsEnabled,
  };
}
