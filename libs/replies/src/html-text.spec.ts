import { describe, expect, it } from 'vitest';
import { HTML_LIMITS, HtmlLimitError, htmlToText, parseWithinLimits } from './html-text.js';

describe('htmlToText', () => {
  it('quotes the lines of a <blockquote> with "> ", as text/plain mail quotes history', () => {
    expect(htmlToText('<p>Thanks!</p><blockquote><p>Can you start Monday?</p></blockquote>')).toBe(
      'Thanks!\n>\n> Can you start Monday?',
    );
  });

  it('reads a <blockquote> as plain text with quotes off (job pages)', () => {
    expect(
      htmlToText('<p>Thanks!</p><blockquote><p>Can you start Monday?</p></blockquote>', HTML_LIMITS, {
        quotes: false,
      }),
    ).toBe('Thanks!\n\nCan you start Monday?');
  });

  it('leaves out empty list items and what is never shown', () => {
    expect(htmlToText('<title>Re: your application</title><ul><li> </li><li>Tuesday 10am</li></ul>')).toBe(
      '• Tuesday 10am',
    );
  });
});

describe('parseWithinLimits', () => {
  it('stops a parse past the depth or the tag limit with an HtmlLimitError naming it', () => {
    const deep = () => parseWithinLimits('<div>'.repeat(11), {}, {}, { maxDepth: 10, maxTags: 100 });
    expect(deep).toThrow(HtmlLimitError);
    expect(deep).toThrow(expect.objectContaining({ limit: 'depth', detail: 'over 10 open elements' }));
    expect(() => parseWithinLimits('<br>'.repeat(11), {}, {}, { maxDepth: 10, maxTags: 10 })).toThrow(
      expect.objectContaining({ limit: 'tags', detail: 'over 10 elements' }),
    );
  });

  it('passes what it reads to the handler: void elements do not count towards the depth', () => {
    const names: string[] = [];
    parseWithinLimits(
      `${'<br>'.repeat(50)}<p>x</p>`,
      { onopentagname: (name) => names.push(name) },
      {},
      { maxDepth: 2, maxTags: 100 },
    );
    expect(names).toHaveLength(51);
  });
});
