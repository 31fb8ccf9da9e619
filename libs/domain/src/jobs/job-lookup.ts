/** What a looked-up job field reads when the page did not say: staff fill it in. */
export const JOB_FIELD_PLACEHOLDER = 'Waiting for admin input';

/** The import dialog's inline error when a job page cannot be fetched or read. */
export const MSG_JOB_FETCH_FAILED = 'Failed to fetch job data';

/** The review step's note for a page that could not be fetched or read: the import still goes ahead. */
export const MSG_JOB_PAGE_UNREADABLE =
  "We couldn't read this page. Import it anyway and our team will fill in the details.";
