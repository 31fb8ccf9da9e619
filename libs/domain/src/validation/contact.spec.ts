import { describe, expect, it } from 'vitest';
import { issuesByPath as issues } from './schema-issues.js';
import { CONTACT_REASONS, ZContactForm } from './contact.js';

const valid = { reason: 'support', name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' };

describe('contact form', () => {
  it('offers the six reasons from the spec', () => {
    expect(CONTACT_REASONS).toEqual(['general', 'support', 'billing', 'partnership', 'feedback', 'other']);
  });

  it.each(CONTACT_REASONS)('accepts the reason %s', (reason) => {
    expect(issues(ZContactForm, { ...valid, reason })).toEqual({});
  });

  it('reports every required field', () => {
    expect(issues(ZContactForm, { reason: '', name: ' ', email: '', message: '' })).toEqual({
      reason: ['Please select a contact reason'],
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
  });

  it('refuses a reason outside the list and a malformed email', () => {
    expect(issues(ZContactForm, { ...valid, reason: 'sales', email: 'ada@' })).toEqual({
      reason: ['Please select a contact reason'],
      email: ['Invalid email address'],
    });
  });

  it('bounds the stored text', () => {
    expect(issues(ZContactForm, { ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(issues(ZContactForm, { ...valid, message: 'x'.repeat(5001), name: 'n'.repeat(201) })).toEqual({
      name: ['Must be 200 characters or fewer'],
      message: ['Must be 5000 characters or fewer'],
    });
  });

  it('trims what it stores', () => {
    expect(ZContactForm.parse({ ...valid, name: '  Ada  ', message: ' Hi ' })).toMatchObject({
      name: 'Ada',
      message: 'Hi',
    });
  });
});

describe('contact form characters', () => {
  it('keeps line breaks and tabs in the message, but not in the name', () => {
    expect(issues(ZContactForm, { ...valid, message: 'Hi,\r\n\tthanks\nAda' })).toEqual({});
    expect(issues(ZContactForm, { ...valid, name: 'Ada\tLovelace' })).toEqual({
      name: ['Please remove invalid characters'],
    });
  });

  it('refuses NUL in any field', () => {
    expect(issues(ZContactForm, { ...valid, message: 'a\u0000b', name: 'A\u0000' })).toEqual({
      name: ['Please remove invalid characters'],
      message: ['Please remove invalid characters'],
    });
  });
});
