// The contact page's texts; a sent message is confirmed by a toast, not an alert.
export const CONTACT_THANK_YOU = 'Thank you for your message. We will get back to you soon!';
export const CONTACT_FAILED = 'Failed to send your message. Please try again.';
export const SUPPORT_HOURS = 'Monday to Friday, 9am to 6pm';
export const REPLY_TIME = 'within 1 business day';
