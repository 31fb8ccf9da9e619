const PRODUCT_NAME = 'HireRelay';

interface PageMetaProps {
  /** Short name of the page, e.g. "Pricing" → "Pricing · HireRelay". */
  title: string;
  /** One or two sentences for search results and link previews; every public page has one. */
  description?: string;
}

/**
 * Sets the document title and the meta description; React 19 hoists a rendered `<title>` and
 * `<meta>` into `<head>` and takes them out again when the page goes.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
