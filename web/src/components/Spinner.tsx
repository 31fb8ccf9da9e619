interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  /** Fill the page's main area instead of sitting inline. */
  fullPage?: boolean;
}

export function Spinner({ label = 'Loading…', fullPage = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
