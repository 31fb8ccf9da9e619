import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PostMarkdown } from './PostMarkdown';

const ORIGIN = 'https://hirerelay.example';

const render = (content: string) => renderWithProviders(<PostMarkdown content={content} origin={ORIGIN} />);

describe('PostMarkdown', () => {
  it('renders Markdown with GitHub extensions', () => {
    const html = render('## Tips\n\n**Bold** and ~~gone~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done');
    expect(html).toContain('<h2>Tips</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<div class="post-content__table"><table>');
    expect(html).toContain('type="checkbox"');
  });

  it('shows HTML written in a post as text, never as elements', () => {
    const html = render(
      '<script>window.__xss = 1</script>\n\n<img src=x onerror="window.__xss=2">\n\nInline <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<b[ >]/i);
    expect(html).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt;');
  });

  it('drops script addresses from links and images', () => {
    const html = render(
      '[link](javascript:window.__xss=3) ![pic](javascript:alert(1)) [d](data:text/html,x)',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('<span>link</span>');
  });

  it('opens other sites in a new tab without a handle on this page', () => {
    expect(render('[out](https://example.com/a)')).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it('keeps links to this site in the app', () => {
    expect(render('[plans](/pricing)')).toContain('<a href="/pricing" data-discover="true">plans</a>');
    expect(render('[mail](mailto:help@hirerelay.example)')).toContain(
      '<a href="mailto:help@hirerelay.example">mail</a>',
    );
  });

  it("turns a post's top-level heading into a section heading under the page title", () => {
    expect(render('# Big')).toBe('<div class="post-content"><h2>Big</h2></div>');
  });
});
