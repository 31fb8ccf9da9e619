import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  /** The link's text; the address itself when absent. */
  children?: ReactNode;
}

/** A link that opens in a new tab without handing the page to it. */
export function ExternalLink({ href, children = href }: ExternalLinkProps) {
  // Only web links become clickable; anything else (say a javascript: URL) stays text.
  if (!/^https?:\/\//i.test(href)) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
