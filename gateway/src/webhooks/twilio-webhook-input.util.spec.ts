import { describe, expect, it } from 'vitest';
import { twilioWebhookInput } from './twilio-webhook-input.util.js';

const form = (text: string) => Buffer.from(text, 'utf8');

describe('twilioWebhookInput', () => {
  it('decodes the form and keeps the signature', () => {
    expect(
      twilioWebhookInput(
        form('From=%2B15551234567&Body=https%3A%2F%2Fjobs.example%2F1+now&To=%2B1555'),
        'abc=',
      ),
    ).toEqual({
      params: { From: '+15551234567', Body: 'https://jobs.example/1 now', To: '+1555' },
      signature: 'abc=',
    });
  });

  it.each([
    ['no signature', form('Body=x'), undefined],
    ['an empty signature', form('Body=x'), ''],
    ['two signature headers', form('Body=x'), ['a', 'b']],
    ['an overlong signature', form('Body=x'), 'x'.repeat(201)],
    ['an empty body', form(''), 'sig'],
    ['a parsed (JSON) body', { Body: 'x' }, 'sig'],
    ['bytes that are not UTF-8', Buffer.from([0x42, 0x3d, 0xff, 0xfe]), 'sig'],
    ['a parameter given twice', form('Body=a&Body=b'), 'sig'],
  ])('refuses %s', (_what, body, signature) => {
    expect(twilioWebhookInput(body, signature)).toBeNull();
  });

  it('does not let a parameter named like an object property through as one', () => {
    expect(twilioWebhookInput(form('__proto__=x&constructor=y'), 'sig')?.params).toEqual(
      Object.fromEntries([
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ]),
    );
  });
});
