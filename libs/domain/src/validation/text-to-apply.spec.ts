import { describe, expect, it } from 'vitest';
import { formatSmsPhone } from '../format/sms-phone.js';
import {
  isSmsCountryAllowed,
  isTextablePhone,
  MSG_SMS_PHONE_INVALID,
  MSG_VERIFICATION_CODE_INVALID,
  msgSmsCountryNotAllowed,
  normalizeSmsPhone,
  smsCountriesText,
  smsPhoneCountry,
  ZSmsCountriesSetting,
  ZSmsPhoneInput,
  ZVerificationCodeInput,
} from './text-to-apply.js';

describe('normalizeSmsPhone', () => {
  it.each([
    ['(201) 555-0123', '+12015550123'],
    ['201-555-0123', '+12015550123'],
    ['201.555.0123', '+12015550123'],
    ['  2015550123 ', '+12015550123'],
    ['1 201 555 0123', '+12015550123'],
    ['+1 (201) 555-0123', '+12015550123'],
    ['+12015550123', '+12015550123'],
    ['+44 7911 123456', '+447911123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('reads %s as %s (no country code: a US number)', (typed, e164) => {
    expect(normalizeSmsPhone(typed)).toEqual({ ok: true, phone: e164 });
  });

  it.each([
    ['', 'nothing'],
    ['12345', 'too short'],
    ['201 555 01', 'a digit or two short'],
    ['+1 (555) 010-0142', 'an area code not in use'],
    ['800-555-0123', 'toll-free'],
    ['900-555-0123', 'premium rate'],
    ['07911 123456', 'a UK number without its country code'],
    ['+1 201 555 0123 ext. 5', 'an extension'],
    ['1-800-FLOWERS', 'letters'],
    ['call me on 2015550123', 'words around it'],
    ['+99 1234 5678', 'no such country code'],
    ['2'.repeat(41), 'over 40 characters'],
  ])('refuses %s (%s) with one message', (typed) => {
    expect(normalizeSmsPhone(typed)).toEqual({ ok: false, message: MSG_SMS_PHONE_INVALID });
  });
});

describe('isTextablePhone', () => {
  it('accepts a valid number already in E.164 form', () => {
    expect(isTextablePhone('+12015550123')).toBe(true);
    expect(isTextablePhone('+447911123456')).toBe(true);
  });

  it('refuses E.164-shaped numbers that are not a phone, and other spellings', () => {
    expect(isTextablePhone('+18005550123')).toBe(false);
    expect(isTextablePhone('+15550100142')).toBe(false);
    expect(isTextablePhone('(201) 555-0123')).toBe(false);
  });
});

describe('ZSmsPhoneInput', () => {
  it('gives the E.164 form, and null for a blank field (remove the number)', () => {
    expect(ZSmsPhoneInput.parse('(201) 555-0123')).toBe('+12015550123');
    expect(ZSmsPhoneInput.parse('   ')).toBeNull();
    expect(ZSmsPhoneInput.parse('')).toBeNull();
  });

  it('refuses anything else with the one message', () => {
    for (const input of ['555', 42, null, 'x'.repeat(200)]) {
      const result = ZSmsPhoneInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MSG_SMS_PHONE_INVALID]);
    }
  });
});

describe('ZVerificationCodeInput', () => {
  it('takes six digits, with the spaces or dash people type between them', () => {
    expect(ZVerificationCodeInput.parse('042917')).toBe('042917');
    expect(ZVerificationCodeInput.parse(' 042 917 ')).toBe('042917');
    expect(ZVerificationCodeInput.parse('042-917')).toBe('042917');
  });

  it.each(['', '12345', '1234567', '12345a', '١٢٣٤٥٦', 123456])('refuses %s', (input) => {
    const result = ZVerificationCodeInput.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MSG_VERIFICATION_CODE_INVALID]);
  });
});

describe('formatSmsPhone', () => {
  it('shows a US number in its national form and any other with its country code', () => {
    expect(formatSmsPhone('+12015550123')).toBe('(201) 555-0123');
    expect(formatSmsPhone('+447911123456')).toBe('+44 7911 123456');
    expect(formatSmsPhone('not a number')).toBe('not a number');
  });
});

describe('the countries texts may go to', () => {
  it('places a number in its country, +1 numbers by their area code', () => {
    expect(smsPhoneCountry('+12015550123')).toBe('US');
    expect(smsPhoneCountry('+14165550123')).toBe('CA');
    expect(smsPhoneCountry('+18765550123')).toBe('JM');
    expect(smsPhoneCountry('+252612345678')).toBe('SO');
    expect(smsPhoneCountry('+79161234567')).toBe('RU');
    expect(smsPhoneCountry('+2348031234567')).toBe('NG');
  });

  it('allows only the listed countries (US and Canada by default)', () => {
    const countries = ZSmsCountriesSetting.parse(undefined);
    expect(countries).toEqual(['US', 'CA']);
    expect(isSmsCountryAllowed('+12015550123', countries)).toBe(true);
    expect(isSmsCountryAllowed('+14165550123', countries)).toBe(true);
    for (const phone of ['+18765550123', '+252612345678', '+79161234567', '+2348031234567', '+447911123456'])
      expect(isSmsCountryAllowed(phone, countries)).toBe(false);
  });

  it('names the countries in the refusal', () => {
    expect(msgSmsCountryNotAllowed(['US', 'CA'])).toBe(
      'We can only text numbers in the United States and Canada.',
    );
    expect(msgSmsCountryNotAllowed(['CA'])).toBe('We can only text numbers in Canada.');
    expect(smsCountriesText(['US', 'CA', 'MX'])).toBe('the United States, Canada and Mexico');
  });

  it('reads the setting as trimmed codes and refuses an unknown one', () => {
    expect(ZSmsCountriesSetting.parse(' us, gb ')).toEqual(['US', 'GB']);
    expect(ZSmsCountriesSetting.safeParse('US,XX').success).toBe(false);
    expect(ZSmsCountriesSetting.safeParse(' , ').success).toBe(false);
  });
});
