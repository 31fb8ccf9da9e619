import { describe, expect, it } from 'vitest';
import { htmlToText, MARKUP_LIMITS, PageLimitError, textOf } from './html-text.util.js';

describe('htmlToText', () => {
  it('keeps paragraphs apart, list items on their own lines and decodes entities', () => {
    expect(
      htmlToText(
        '<p>About   us &amp; you</p><p>Second<br>line</p><ul><li>One</li><li>Two <b>bold</b></li></ul>',
      ),
    ).toBe('About us & you\n\nSecond\nline\n\n• One\n• Two bold');
  });

  it('drops what a browser would not show (scripts, styles, templates)', () => {
    expect(
      htmlToText(
        '<div>Shown</div><script>alert(1)</script><style>p{color:red}</style><template>x</template>',
      ),
    ).toBe('Shown');
  });

  it('turns control characters into spaces and survives broken markup', () => {
    expect(htmlToText('<p>a\u0000b\u001bc</p><div><b>unclosed')).toBe('a b c\n\nunclosed');
  });

  it('drops the bidirectional controls that would reorder a title on a staff screen', () => {
    expect(htmlToText('<h1>Engineer\u202Eregan\u2066am\u2069</h1>')).toBe('Engineer regan am');
    expect(textOf('Data \u200fScientist\u200e')).toBe('Data Scientist');
  });

  it('reads a blockquote in a page as text, without the "> " that quotes mail', () => {
    expect(htmlToText('<p>We said:</p><blockquote><p>Ship it</p></blockquote>')).toBe('We said:\n\nShip it');
  });

  it('drops a <title> outside <head> (never shown on the page) and empty list items', () => {
    expect(htmlToText('<body><title>Careers | Acme</title><ul><li></li><li>Go</li></ul></body>')).toBe(
      '• Go',
    );
  });

  it('answers markup over its limits with a PageLimitError, a page that could not be read', () => {
    const deep = '<div>'.repeat(MARKUP_LIMITS.maxDepth + 1);
    expect(() => htmlToText(deep)).toThrow(PageLimitError);
    expect(() => htmlToText(deep)).toThrow(/depth.*over 512 open elements/);
    expect(() => htmlToText('<br>'.repeat(20), { maxDepth: 10, maxTags: 10 })).toThrow(
      expect.objectContaining({ limit: 'tags', detail: 'over 10 elements' }),
    );
  });
});

describe('textOf', () => {
  it('strips HTML that was entity-encoded once more', () => {
    expect(
      textOf('&lt;p&gt;Encoded &amp;amp; twice&lt;/p&gt;&lt;ul&gt;&lt;li&gt;a&lt;/li&gt;&lt;/ul&gt;'),
    ).toBe('Encoded & twice\n\n• a');
  });

  it('leaves text with angle brackets that are not tags as it is', () => {
    expect(textOf('Salary < 5 and x > 3, AT&T')).toBe('Salary < 5 and x > 3, AT&T');
  });
});
