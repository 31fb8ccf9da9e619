// User-visible validation messages, word for word as the product gives them; the few marked
// "not in spec" cover rules the rebuild adds (server-side bounds) that had no wording.

export const MSG_EMAIL_REQUIRED = 'Email is required';
export const MSG_EMAIL_INVALID = 'Invalid email address';

export const MSG_PASSWORD_REQUIRED = 'Password is required';
export const MSG_PASSWORD_TOO_SHORT = 'Password must be at least 10 characters';
export const MSG_PASSWORD_TOO_COMMON = 'This password is too common. Please choose a different one.';
export const MSG_CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const MSG_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const MSG_NEW_PASSWORDS_DO_NOT_MATCH = "New passwords don't match";
// Not in spec: the server verifies the current password, so it must be sent.
export const MSG_CURRENT_PASSWORD_REQUIRED = 'Current password is required';
// Not in spec: shared by the reset form and the auth service when a reset token is unusable.
export const MSG_RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

export const MSG_CONTACT_REASON_REQUIRED = 'Please select a contact reason';
export const MSG_NAME_REQUIRED = 'Name is required';
export const MSG_MESSAGE_REQUIRED = 'Message is required';

export const MSG_FULL_NAME_REQUIRED = 'Full name is required';
export const MSG_PHONE_REQUIRED = 'Phone number is required';
// Not in spec: text-to-apply matches a user by phone number, so it has to look like one.
export const MSG_PHONE_INVALID = 'Please enter a valid phone number';
export const MSG_YEARS_EXPERIENCE_REQUIRED = 'Years of experience is required';
// Not in spec: the old page relied on the input's min/max attributes, which the server cannot.
export const MSG_YEARS_EXPERIENCE_RANGE = 'Years of experience must be a whole number from 0 to 50';
export const MSG_WORK_AUTHORIZATION_REQUIRED = 'Work authorization status is required';
export const MSG_LANGUAGES_REQUIRED = 'Languages spoken is required';
// Not in spec: optional selects still reject values outside their list.
export const MSG_INVALID_OPTION = 'Please select a valid option';
// Not in spec: the voluntary step's Save button stays disabled until both boxes are ticked.
export const MSG_VOLUNTARY_CONFIRMATIONS_REQUIRED = 'Please tick both confirmations to continue';

export const MSG_RESUME_NOT_PDF = 'Please upload a PDF file';
export const MSG_FILE_TOO_LARGE = 'File size should be less than 5MB';
export const MSG_RESUME_UPLOAD_FAILED = 'Error uploading file';
// Not in spec: job documents accept .pdf, .doc and .docx but the old page had no wording.
export const MSG_DOCUMENT_TYPE_NOT_ALLOWED = 'Please upload a PDF, DOC or DOCX file';
/**
 * What the user and staff read for every resume whose text could not be read: libs/document-text's
 * `UNREADABLE_DOCUMENT_MESSAGE` (nest-common's test keeps the two equal; the web app cannot import
 * that library).
 */
export const MSG_RESUME_UNREADABLE = "We couldn't read text from this resume";

export const MSG_BLOG_TITLE_REQUIRED = 'Title is required';
export const MSG_BLOG_SLUG_REQUIRED = 'Slug is required';
// Not in spec: the slug becomes the /blog/{slug} address.
export const MSG_BLOG_SLUG_INVALID = 'Slug may only contain lowercase letters, numbers and hyphens';
export const MSG_BLOG_CONTENT_REQUIRED = 'Content is required';

export const MSG_URL_INVALID = 'Please enter a valid URL';
// Not in spec: the old send button was simply disabled; the server still needs a reason to refuse.
export const MSG_CHAT_MESSAGE_EMPTY = 'Message cannot be empty';

// Not in spec: free text is stored and e-mailed, so the server bounds it.
export const msgTooLong = (maxLength: number): string => `Must be ${maxLength} characters or fewer`;

// Not in spec: NUL and other control characters cannot be stored or shown, and are refused.
export const MSG_INVALID_CHARACTERS = 'Please remove invalid characters';
// Not in spec: dates outside the years 1900–9999 are refused (the database cannot store some).
export const MSG_DATE_INVALID = 'Please enter a valid date';
// Not in spec: lists that are stored are bounded too.
export const msgTooManyItems = (maxItems: number): string => `Please enter at most ${maxItems} items`;
// Not in spec: the one maximum of the password policy (hashing cost stays bounded, and every
// password an account can be given can also be typed at login).
export const MSG_PASSWORD_TOO_LONG = 'Password must be at most 256 characters';
// Not in spec: a multipart body that cannot be parsed (cut off, wrong boundary).
export const MSG_UPLOAD_UNREADABLE = 'The upload could not be read. Please try again.';
