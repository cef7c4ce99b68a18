import Papa from 'papaparse';

/** One record of a CSV file with the line it starts on (1-based) and its text as written. */
export interface CsvRow {
  readonly line: number;
  readonly cells: readonly string[];
  readonly raw: string;
}

/** A line the CSV reader could not read, with why. */
export interface CsvLineProblem {
  readonly line: number;
  readonly raw: string;
  readonly reason: string;
}

export interface CsvRead {
  readonly rows: readonly CsvRow[];
  readonly problems: readonly CsvLineProblem[];
}

/** Comma, semicolon (spreadsheets in many locales) or tab; papaparse picks the one used. */
const DELIMITERS = [',', ';', '\t'];

/** Offsets where each line starts, for turning an offset into a line number. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/**
 * Reads CSV text with papaparse (RFC 4180: quoted cells may hold delimiters, doubled quotes
 * and line breaks). A quote that is never closed would swallow every line after it into one
 * cell: it is reported at the line it opens on, and reading starts again on the next line.
 */
export function readCsvRows(input: string): CsvRead {
  const text = input.replace(/^\uFEFF/, '');
  const starts = lineStarts(text);
  const rows: CsvRow[] = [];
  const problems: CsvLineProblem[] = [];
  const first = Papa.parse<string[]>(text, {
    delimitersToGuess: DELIMITERS,
    preview: 20,
    skipEmptyLines: true,
  });
  const delimiter = first.meta.delimiter || ',';
  let from = 0;
  while (from < text.length) {
    const offset = from;
    let rowStart = offset;
    const stop: { resume: number | null } = { resume: null };
    Papa.parse<string[]>(text.slice(offset), {
      delimiter,
      step: (result, parser) => {
        const rowEnd = offset + result.meta.cursor;
        const start = rowStart;
        rowStart = rowEnd;
        const quoteError = result.errors.find((error) => error.type === 'Quotes');
        if (quoteError) {
          const at = text.lastIndexOf('"', offset + (quoteError.index ?? 0));
          const quote = at >= start ? at : start;
          const line = lineAt(starts, quote);
          const lineEnd = starts[line] ?? text.length;
          const rest = text.slice(quote + 1, lineEnd);
          problems.push({
            line,
            raw: text.slice(starts[line - 1] ?? 0, lineEnd).trim(),
            reason: rest.includes('"')
              ? 'A quoted cell here has text after its closing quote (a quote inside a quoted cell is written "").'
              : 'A quote opened here is never closed.',
          });
          stop.resume = lineEnd;
          parser.abort();
          return;
        }
        const raw = text.slice(start, rowEnd).trim();
        if (raw === '') return;
        rows.push({ line: lineAt(starts, start), cells: result.data, raw });
      },
    });
    if (stop.resume === null || stop.resume <= from) break;
    from = stop.resume;
  }
  return { rows, problems };
}
