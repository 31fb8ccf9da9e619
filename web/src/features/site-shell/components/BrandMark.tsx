export function BrandMark() {
  return (
    <svg
      className="brand__mark"
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="#fff" />
    </svg>
  );
}
