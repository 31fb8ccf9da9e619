import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { classifyHref } from '../blogPosts';

/**
 * A post's Markdown. Safe by construction: there is no rehype-raw, so HTML written in a post is
 * shown as text and never becomes elements, and react-markdown's default URL filter empties
 * `javascript:` and other script addresses (such a link renders as its text only).
 */
const markdownComponents = (origin: string): Components => ({
  a: ({ href, children, title }) => {
    const target = classifyHref(href, origin);
    switch (target.kind) {
      case 'none':
        return <span>{children}</span>;
      case 'internal':
        return (
          <Link to={target.to} title={title}>
            {children}
          </Link>
        );
      case 'external':
        return (
          <a href={target.href} title={title} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      case 'plain':
        return (
          <a href={target.href} title={title}>
            {children}
          </a>
        );
    }
  },
  img: ({ src, alt, title }) =>
    // An image whose address was removed as unsafe is left out (an empty src reloads the page).
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" />
    ) : null,
  // The page's title is the only h1; a '# heading' in a post becomes a section heading.
  h1: ({ children }) => <h2>{children}</h2>,
  table: ({ children }) => (
    <div className="post-content__table">
      <table>{children}</table>
    </div>
  ),
});

interface PostMarkdownProps {
  content: string;
  /** This site's origin, which tells its own links from others' (the page's, unless given). */
  origin?: string;
}

export function PostMarkdown({ content, origin = window.location.origin }: PostMarkdownProps) {
  const components = useMemo(() => markdownComponents(origin), [origin]);
  return (
    <div className="post-content">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
