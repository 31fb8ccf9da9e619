// The resume's success and failure texts, shown for the profile resume
// (onboarding, settings) and a job's resume alike.
export const RESUME_MESSAGES = {
  uploaded: 'Resume uploaded successfully!',
  uploadFailed: 'There was an error uploading your resume. Please try again.',
  removed: 'Resume removed successfully!',
  removeFailed: 'There was an error removing your resume. Please try again.',
} as const;
