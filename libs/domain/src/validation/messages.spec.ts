import { describe, expect, it } from 'vitest';
import * as messages from './messages.js';

// The wording is the contract with users and with end-to-end tests; any edit must be deliberate.
describe('spec messages', () => {
  it.each([
    ['MSG_EMAIL_REQUIRED', 'Email is required'],
    ['MSG_EMAIL_INVALID', 'Invalid email address'],
    ['MSG_PASSWORD_REQUIRED', 'Password is required'],
    ['MSG_PASSWORD_TOO_SHORT', 'Password must be at least 10 characters'],
    ['MSG_PASSWORD_TOO_COMMON', 'This password is too common. Please choose a different one.'],
    ['MSG_CONFIRM_PASSWORD_REQUIRED', 'Please confirm your password'],
    ['MSG_PASSWORDS_DO_NOT_MATCH', 'Passwords do not match'],
    ['MSG_NEW_PASSWORDS_DO_NOT_MATCH', "New passwords don't match"],
    ['MSG_CONTACT_REASON_REQUIRED', 'Please select a contact reason'],
    ['MSG_NAME_REQUIRED', 'Name is required'],
    ['MSG_MESSAGE_REQUIRED', 'Message is required'],
    ['MSG_FULL_NAME_REQUIRED', 'Full name is required'],
    ['MSG_PHONE_REQUIRED', 'Phone number is required'],
    ['MSG_YEARS_EXPERIENCE_REQUIRED', 'Years of experience is required'],
    ['MSG_WORK_AUTHORIZATION_REQUIRED', 'Work authorization status is required'],
    ['MSG_LANGUAGES_REQUIRED', 'Languages spoken is required'],
    ['MSG_RESUME_NOT_PDF', 'Please upload a PDF file'],
    ['MSG_FILE_TOO_LARGE', 'File size should be less than 5MB'],
    ['MSG_RESUME_UPLOAD_FAILED', 'Error uploading file'],
    ['MSG_BLOG_TITLE_REQUIRED', 'Title is required'],
    ['MSG_BLOG_SLUG_REQUIRED', 'Slug is required'],
    ['MSG_BLOG_CONTENT_REQUIRED', 'Content is required'],
    ['MSG_URL_INVALID', 'Please enter a valid URL'],
  ] as const)('%s reads %j', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
