/** The one failure text of the jobs and users CSV exports. */
export const EXPORT_FAILED = 'Failed to export jobs. Please try again.';
/** The loading toast while an export is fetched, and the toast that replaces it once saved. */
export const EXPORT_PREPARING = 'Preparing your export…';
export const EXPORT_EXPORTED = 'Export downloaded.';

/** `attachment; filename="users-export-2026-11-22.csv"` → the file name, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Hands a fetched file to the browser as a download, named as the server's Content-Disposition
 * says (else `fallbackName`). Exports are fetched first rather than followed as links, so a failure
 * can be told on the page instead of leaving the person on an error page.
 */
export function saveDownload(blob: Blob, response: Response, fallbackName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
  }, 10_000);
}
