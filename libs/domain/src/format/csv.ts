export type TCsvValue = string | number | boolean | null | undefined;

// Spreadsheet apps run cells starting with these as formulas; job titles and notes come from users.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when it holds a comma, quote or line break, with inner quotes doubled.
 * Text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function escapeCsvCell(value: TCsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (without its line break). */
export const toCsvRow = (values: readonly TCsvValue[]): string => values.map(escapeCsvCell).join(',');
