import { describe, expect, it } from 'vitest';
import { classifyReply } from './classify.js';
import { INBOUND_LIMITS, parseInboundMessage } from './parse.js';
import { splitText } from './quote.js';

const CRLF = (s: string) => s.replace(/\n/g, '\r\n');

const plain = CRLF(`From: "Dana Whitfield" <Dana.Whitfield@Northwind-Analytics.com>
To: Priya Kumar <priya.k7f3@reply.hirerelay.test>
Cc: hiring@northwind-analytics.com
Reply-To: dana@northwind-analytics.com
Subject: Re: Senior Backend Engineer
Date: Tue, 10 Nov 2026 09:14:00 -0500
Message-ID: <abc@northwind-analytics.com>
In-Reply-To: <sent-1@reply.hirerelay.test>
References: <sent-0@reply.hirerelay.test> <sent-1@reply.hirerelay.test>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b1"

--b1
Content-Type: text/plain; charset=utf-8

Hi Priya,

Unfortunately we will not be moving forward with your application.

Best regards,
Dana Whitfield
Northwind Analytics

On Mon, Nov 2, 2026 at 9:14 AM Dana <dana@northwind-analytics.com> wrote:
> We would like to invite you to an interview. Please share your availability.
--b1
Content-Type: application/pdf; name="feedback.pdf"
Content-Disposition: attachment; filename="feedback.pdf"
Content-Transfer-Encoding: base64

JVBERi0xLjQK
--b1--
`);

describe('parseInboundMessage', () => {
  it('normalizes headers, thread IDs, text parts and attachments', async () => {
    const result = await parseInboundMessage(Buffer.from(plain));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const m = result.message;
    expect(m.from).toEqual({ name: 'Dana Whitfield', address: 'dana.whitfield@northwind-analytics.com' });
    expect(m.to).toEqual([{ name: 'Priya Kumar', address: 'priya.k7f3@reply.hirerelay.test' }]);
    expect(m.cc.map((a) => a.address)).toEqual(['hiring@northwind-analytics.com']);
    expect(m.replyTo.map((a) => a.address)).toEqual(['dana@northwind-analytics.com']);
    expect(m.subject).toBe('Re: Senior Backend Engineer');
    expect(m.date?.toISOString()).toBe('2026-11-10T14:14:00.000Z');
    expect(m.messageId).toBe('abc@northwind-analytics.com');
    expect(m.inReplyTo).toEqual(['sent-1@reply.hirerelay.test']);
    expect(m.references).toEqual(['sent-0@reply.hirerelay.test', 'sent-1@reply.hirerelay.test']);
    expect(m.body).toBe('Hi Priya,\n\nUnfortunately we will not be moving forward with your application.');
    expect(m.signature).toBe('Best regards,\nDana Whitfield\nNorthwind Analytics');
    expect(m.quoted).toMatch(/^On Mon, Nov 2, 2026 .* wrote:\n> We would like to invite you to an interview/);
    expect(m.fromHtml).toBe(false);
    expect(m.attachments).toEqual([{ filename: 'feedback.pdf', mimeType: 'application/pdf', size: 9 }]);
  });

  it("classifies on the sender's own words: an invitation quoted under a rejection does not count", async () => {
    const result = await parseInboundMessage(plain);
    if (!result.ok) throw new Error('refused');
    expect(classifyReply(result.message).kind).toBe('rejection');
    // Read whole, the quoted invitation would have tipped it.
    expect(classifyReply({ subject: result.message.subject, body: result.message.text }).kind).not.toBe(
      'rejection',
    );
  });

  it('reads an HTML-only message as text, blockquoted history trimmed', async () => {
    const raw = CRLF(`From: Cedar Grove <notifications@cedargrove.applytojob.com>
To: jordan@reply.hirerelay.test
Subject: Charge Nurse
Content-Type: text/html; charset=utf-8

<html><head><style>p{color:red}</style><script>alert(1)</script></head><body>
<p>Hello&nbsp;Jordan,</p><p>Our Director of Nursing would like to <b>schedule your interview</b>.</p>
<div class="gmail_quote">On Mon, Nov 2, 2026 Jordan wrote:<blockquote><p>Any news? I&#39;m sure you decided to go with other candidates.</p></blockquote></div>
</body></html>
`);
    const result = await parseInboundMessage(raw);
    if (!result.ok) throw new Error('refused');
    expect(result.message.fromHtml).toBe(true);
    expect(result.message.body).toBe(
      'Hello Jordan,\n\nOur Director of Nursing would like to schedule your interview.',
    );
    expect(result.message.text).not.toMatch(/alert|color/);
    expect(result.message.quoted).toContain("> Any news? I'm sure you decided to go with other candidates.");
    expect(classifyReply(result.message).kind).toBe('interview');
  });

  it('refuses a message over the size limit, too deep, or with too many attachments, with a reason', async () => {
    const big = await parseInboundMessage('x'.repeat(2000), { ...INBOUND_LIMITS, maxBytes: 1000 });
    expect(big).toEqual({ ok: false, refusal: { reason: 'too-large', detail: '2000 bytes, over 1000' } });

    let nested = 'Content-Type: text/plain\r\n\r\nhi\r\n';
    for (let i = 0; i < 40; i++) {
      nested = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${nested}--b${i}--\r\n`;
    }
    const deep = await parseInboundMessage(`From: a@b.c\r\nSubject: deep\r\n${nested}`);
    expect(deep).toMatchObject({ ok: false, refusal: { reason: 'too-deep' } });

    let parts = 'From: a@b.c\r\nSubject: many\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n';
    for (let i = 0; i < 60; i++) {
      parts += `--x\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="f${i}.bin"\r\n\r\nAAAA\r\n`;
    }
    parts += '--x--\r\n';
    expect(await parseInboundMessage(parts)).toMatchObject({
      ok: false,
      refusal: { reason: 'too-many-parts' },
    });

    const headers = `From: a@b.c\r\nX-Pad: ${'h'.repeat(300_000)}\r\n\r\nbody`;
    expect(await parseInboundMessage(headers)).toMatchObject({ ok: false, refusal: { reason: 'too-large' } });

    const deepHtml = `From: a@b.c\r\nContent-Type: text/html\r\n\r\n${'<div>'.repeat(5000)}x`;
    expect(await parseInboundMessage(deepHtml)).toMatchObject({ ok: false, refusal: { reason: 'too-deep' } });
  });

  it('never throws on malformed input (a small fuzz)', async () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = [
      'From: ',
      '<',
      '>',
      '"',
      '=?utf-8?B?',
      '?=',
      'Content-Type: multipart/mixed; boundary=',
      '--',
      '\r\n',
      '\n',
      '\u0000',
      '\uffff',
      'Content-Transfer-Encoding: base64',
      'Content-Transfer-Encoding: quoted-printable',
      '=\r\n',
      '=ZZ',
      'Subject: ',
      'References: <<<>>>',
      '<html><blockquote>',
      'Content-Type: text/html',
      ' ',
    ];
    const inputs: (string | Buffer)[] = [
      '',
      '\r\n\r\n',
      Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]),
      plain.slice(0, 300),
      plain.replace(/boundary="b1"/, 'boundary='),
      plain.replaceAll('\r\n', '\r'),
    ];
    for (let i = 0; i < 200; i++) {
      let s = '';
      const n = 1 + Math.floor(rand() * 40);
      for (let j = 0; j < n; j++) s += pieces[Math.floor(rand() * pieces.length)];
      inputs.push(s);
    }
    for (const input of inputs) {
      const result = await parseInboundMessage(input);
      expect(typeof result.ok).toBe('boolean');
      if (result.ok) {
        expect(typeof result.message.body).toBe('string');
        expect(() => classifyReply(result.message)).not.toThrow();
      } else
        expect(['too-large', 'too-deep', 'too-many-parts', 'unreadable']).toContain(result.refusal.reason);
    }
  });
});

describe('splitText', () => {
  it("cuts at Outlook's header block and a forwarded banner", () => {
    const outlook = splitText(
      'Thanks, see you Wednesday.\n\nFrom: Elena <e@x.com>\nSent: Monday\nTo: James\nSubject: RE: x\n\nOld text',
    );
    expect(outlook.body).toBe('Thanks, see you Wednesday.');
    expect(outlook.quoted).toMatch(/^From: Elena/);
    expect(splitText('Hi\n\n---------- Forwarded message ---------\nold').body).toBe('Hi');
    expect(splitText('Hi there\n-----Original Message-----\nold').quoted).toBe(
      '-----Original Message-----\nold',
    );
  });

  it('cuts an attribution wrapped over two lines, and the "-- " signature', () => {
    const parts = splitText(
      'Sounds good.\n-- \nDana\n\nOn Mon, Nov 2, 2026 at 9:14 AM Dana <d@x.com>\nwrote:\n> old',
    );
    expect(parts).toEqual({
      body: 'Sounds good.',
      signature: '-- \nDana',
      quoted: 'On Mon, Nov 2, 2026 at 9:14 AM Dana <d@x.com>\nwrote:\n> old',
    });
  });

  it('keeps a sign-off in the body when a long text follows it', () => {
    const long = 'x'.repeat(120);
    expect(splitText(`Hello\nThanks,\n${long}`).signature).toBe('');
  });
});
