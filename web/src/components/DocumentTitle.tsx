export const PRODUCT_NAME = 'HireRelay';

/** Sets the document title; React 19 hoists a rendered `<title>` into `<head>`. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}
