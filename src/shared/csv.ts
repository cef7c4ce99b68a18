/**
 * The one CSV writer every export uses (portfolio, renewals, search results, receipts): RFC 4180
 * quoting, control characters removed, and a cell a spreadsheet program would run as a formula
 * made plain text.
 */

export type CsvValue = string | number | boolean | null | undefined;

// Spreadsheets start a formula at these, full-width forms included (some read those as ASCII).
const FORMULA_START = /^[=+\-@＝＋－＠]/;
// A negative amount (a refund on a receipt) is a number to a spreadsheet, never a formula.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
// What spreadsheets skip before looking for a formula: spaces (no-break and full-width ones
// too) and line breaks.
const LEADING_BLANKS = /^[\s\u00a0\u2000-\u200b\u3000\ufeff]+/;
// Control characters other than the line feed (kept: a note may have several lines); a tab
// becomes a space and a carriage return a line feed, so no text runs together.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** One cell: `yes`/`no` for booleans, empty for null, quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  text = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROLS, '');
  if (FORMULA_START.test(text.replace(LEADING_BLANKS, '')) && !NEGATIVE_NUMBER.test(text)) {
    text = `'${text}`;
  }
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header line, then one line per row, each ended by CRLF. */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
