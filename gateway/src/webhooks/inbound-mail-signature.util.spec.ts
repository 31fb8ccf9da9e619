import { describe, expect, it } from 'vitest';
import {
  inboundMailSignature,
  inboundMailSignatureHeader,
  verifyInboundMailSignature,
} from './inbound-mail-signature.util.js';

const SECRET = 'an-inbound-mail-webhook-secret-of-some-length';
const NOW = 1_800_000_000;
const body = Buffer.from('From: a@acme.example\r\nSubject: Interview\r\n\r\nHello\r\n');

describe('verifyInboundMailSignature', () => {
  it('accepts the HMAC-SHA256 of "t.body" with the secret, within five minutes either way', () => {
    expect(verifyInboundMailSignature(SECRET, inboundMailSignatureHeader(SECRET, NOW, body), body, NOW)).toBe(
      true,
    );
    const early = inboundMailSignatureHeader(SECRET, NOW - 300, body);
    expect(verifyInboundMailSignature(SECRET, early, body, NOW)).toBe(true);
    const late = inboundMailSignatureHeader(SECRET, NOW + 300, body);
    expect(verifyInboundMailSignature(SECRET, late, body, NOW)).toBe(true);
  });

  it('is the documented value: hex of HMAC-SHA256 over "<t>." followed by the bytes', () => {
    // Python: hmac.new(b'k', b'1.x', hashlib.sha256).hexdigest()
    expect(inboundMailSignature('k', 1, Buffer.from('x'))).toBe(
      '976cb87e4f568d1c0f03f32859e90af8597cf00b978ba37c229c97d3a15b8449',
    );
  });

  it('refuses a stale or future timestamp, even with a right signature', () => {
    expect(
      verifyInboundMailSignature(SECRET, inboundMailSignatureHeader(SECRET, NOW - 301, body), body, NOW),
    ).toBe(false);
    expect(
      verifyInboundMailSignature(SECRET, inboundMailSignatureHeader(SECRET, NOW + 301, body), body, NOW),
    ).toBe(false);
  });

  it('refuses a changed body, another secret, or the timestamp changed after signing', () => {
    const header = inboundMailSignatureHeader(SECRET, NOW, body);
    expect(verifyInboundMailSignature(SECRET, header, Buffer.concat([body, Buffer.from(' ')]), NOW)).toBe(
      false,
    );
    expect(verifyInboundMailSignature(`${SECRET}x`, header, body, NOW)).toBe(false);
    const v1 = inboundMailSignature(SECRET, NOW, body);
    expect(verifyInboundMailSignature(SECRET, `t=${NOW + 1},v1=${v1}`, body, NOW)).toBe(false);
  });

  it('accepts any one of several v1 values (a secret being rotated)', () => {
    const right = inboundMailSignature(SECRET, NOW, body);
    expect(verifyInboundMailSignature(SECRET, `t=${NOW},v1=${'0'.repeat(64)},v1=${right}`, body, NOW)).toBe(
      true,
    );
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['two headers', ['a', 'b']],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no signature', `t=${NOW}`],
    ['two timestamps', `t=${NOW},t=${NOW},v1=${'a'.repeat(64)}`],
    ['a short signature', `t=${NOW},v1=abc`],
    ['a non-hex signature', `t=${NOW},v1=${'z'.repeat(64)}`],
    ['a non-numeric timestamp', `t=now,v1=${'a'.repeat(64)}`],
    ['an overlong header', `t=${NOW},v1=${'a'.repeat(64)},${'x'.repeat(1_000)}`],
  ])('refuses %s', (_what, header) => {
    expect(verifyInboundMailSignature(SECRET, header, body, NOW)).toBe(false);
  });
});
