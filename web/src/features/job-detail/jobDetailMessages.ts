import { JobsMessages } from '../jobs/jobsMessages';
import { RESUME_MESSAGES } from '../profile/resumeMessages';

// Every user-visible text of the job detail page in one table: chat labels, and toasts and
// dialogs instead of browser alerts.
export const JobDetailMessages = {
  tabs: { info: 'Job Info', timeline: 'Timeline', chat: 'Chat' },
  tabsLabel: 'Job details',
  /** Staff's mark: nothing could be read from the job's page; cleared when staff save the fields. */
  detailsNeeded: 'details needed',
  loading: 'Loading the job…',

  loadErrorTitle: 'Error Loading Job Details',
  loadFailed: 'Failed to load job details',
  loadUnexpected: 'An unexpected error occurred while loading job details',
  invalidJobId: 'Invalid job ID',
  noJobId: 'No job ID provided',
  returnToDashboard: 'Return to Dashboard',
  backToJobs: 'Back to jobs',
  notFoundTitle: 'Job Not Found',
  notFound: 'This job may have been deleted, or you may not have permission to view it.',
  noPermission: "You don't have permission to view this job",

  jobDetails: 'Job details',
  edit: 'Edit',
  cancelEdit: 'Cancel',
  saveAll: 'Save all changes',
  saving: 'Saving…',
  saved: 'All changes saved successfully!',
  saveFailed: JobsMessages.saveFailed,
  reload: 'Reload',
  unknownError: JobsMessages.unknownError,

  status: 'Status',
  changeStatus: 'Change status',
  statusUpdated: 'Job status updated successfully!',
  statusFailed: (reason: string) => `Failed to update job status: ${reason}`,
  statusUnexpected: 'An unexpected error occurred while updating job status',
  interviewAt: 'Interview date and time (optional)',
  interviewAtHint: 'The user gets it by e-mail with a calendar entry.',
  interview: 'Interview:',
  downloadIcs: 'Add to calendar (.ics)',
  updateStatus: 'Update status',
  resumeAttached: 'Resume sent with the application',
  coverLetterAttached: 'Cover letter sent with the application',
  appliedUrl: 'Applied at (URL)',

  interviewSecured: 'Interview Secured',
  /** The owner's switch (issue 29): staff get a follow-up task when the application goes quiet. */
  followUpsEnabled: 'Follow up automatically',

  recruiters: 'Recruiters',
  noRecruiters: 'No recruiters yet.',
  addRecruiter: 'Add recruiter',
  removeRecruiter: (name: string) => `Remove recruiter ${name}`,
  unknownRecruiter: 'Unknown',

  documents: 'Documents',
  noDocument: 'None attached',
  view: 'View',
  upload: 'Upload',
  replace: 'Replace',
  remove: 'Remove',
  uploading: 'Uploading…',
  acceptedTypes: '.pdf, .doc or .docx, under 5 MB',
  notes: 'Notes',
  noNotes: 'No notes yet.',
  description: 'Description',

  deleteJob: 'Delete Job',
  deleteConfirm: (title: string, company: string) =>
    `Are you sure you want to delete the job "${title}" at ${company}? This action cannot be undone.`,
  delete: 'Delete',
  deleted: 'Job deleted successfully!',
  deleteFailed: (reason: string) => `Failed to delete job: ${reason}`,

  timelineEmpty: 'Nothing has happened yet.',
  receipt: 'Submission receipt',

  chatLoading: 'Loading the chat…',
  chatEmpty: 'No messages yet. Ask our team anything about this job.',
  /** Staff see the chat from the other side: no one is asking them to ask themselves. */
  chatEmptyForStaff: 'No messages yet. Write to the user about this job here.',
  chatLabel: 'Message',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Your message could not be sent. Please try again.',
  you: 'You',
  team: 'HireRelay team',
} as const;

/** The documents of a job (a resume or a cover letter) and their texts. */
// Not in spec: Remove asks first, as removing the profile resume in Settings does.
export const DOCUMENT_TEXTS = {
  resume: {
    label: 'Resume',
    ...RESUME_MESSAGES,
    removeQuestion: 'Remove the resume from this job?',
    removeDescription: 'You can upload another resume for this job afterwards.',
    removeConfirm: 'Remove resume',
  },
  cover_letter: {
    label: 'Cover letter',
    uploaded: 'Cover letter uploaded successfully!',
    uploadFailed: 'There was an error uploading your cover letter. Please try again.',
    removed: 'Cover letter removed successfully!',
    removeFailed: 'There was an error removing your cover letter. Please try again.',
    removeQuestion: 'Remove the cover letter from this job?',
    removeDescription: 'You can upload another cover letter for this job afterwards.',
    removeConfirm: 'Remove cover letter',
  },
} as const;
