/** One name as found in pasted text or a CSV file, with where it came from. */
export interface NameEntry {
  /** 1-based line number in the text. */
  readonly line: number;
  readonly input: string;
  readonly tags?: readonly string[];
  readonly notes?: string;
}

/** A line that holds no usable name, with the reason shown to the user. */
export interface LineProblem {
  readonly line: number;
  readonly input: string;
  readonly reason: string;
}

export interface NameListRead {
  readonly entries: readonly NameEntry[];
  readonly problems: readonly LineProblem[];
}

/**
 * Free text as people paste it: one name per line, or several separated by commas,
 * semicolons or spaces. Blank lines hold nothing and are passed over.
 */
export function readPastedNames(text: string): NameListRead {
  const entries: NameEntry[] = [];
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    for (const input of content.split(/[\s,;]+/)) {
      if (input !== '') entries.push({ line: index + 1, input });
    }
  });
  return { entries, problems: [] };
}

interface CsvRecord {
  readonly line: number;
  readonly cells: string[];
  readonly raw: string;
  readonly unclosedQuote: boolean;
}

/** Comma, semicolon (spreadsheets in many locales) or tab: whichever the first line uses most. */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** RFC 4180 records: quoted cells may hold delimiters, doubled quotes and line breaks. */
function csvRecords(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let start = 0;
  const finish = (end: number, unclosedQuote: boolean): void => {
    cells.push(cell);
    const raw = text.slice(start, end);
    if (raw.trim() !== '') records.push({ line: startLine, cells, raw, unclosedQuote });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n' || (ch === '\r' && text.charAt(i + 1) !== '\n')) line += 1;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      finish(i, false);
      if (ch === '\r' && text.charAt(i + 1) === '\n') i += 1;
      line += 1;
      startLine = line;
      start = i + 1;
    } else cell += ch;
  }
  finish(text.length, quoted);
  return records;
}

const headerName = (cell: string): string => cell.toLowerCase().replace(/[^a-z]/g, '');
const DOMAIN_HEADERS = new Set(['domain', 'domainname', 'domains', 'fqdn']);
const TAG_HEADERS = new Set(['tags', 'tag', 'labels']);
const NOTE_HEADERS = new Set(['notes', 'note', 'comment', 'comments']);

function columnOf(header: readonly string[], names: ReadonlySet<string>): number {
  return header.findIndex((cell) => names.has(headerName(cell)));
}

/**
 * A CSV file of domains: the `domain` column when the first row names one (with optional
 * `tags` and `notes` columns), otherwise the first column of every row.
 */
export function readCsvNames(text: string): NameListRead {
  const records = csvRecords(text.replace(/^\uFEFF/, ''), detectDelimiter(text));
  const first = records[0];
  const domainColumn = first ? columnOf(first.cells, DOMAIN_HEADERS) : -1;
  const hasHeader = domainColumn >= 0;
  const column = hasHeader ? domainColumn : 0;
  const tagColumn = hasHeader && first ? columnOf(first.cells, TAG_HEADERS) : -1;
  const noteColumn = hasHeader && first ? columnOf(first.cells, NOTE_HEADERS) : -1;
  const where = hasHeader ? `the "${first?.cells[column]?.trim() ?? 'domain'}" column` : 'it';

  const entries: NameEntry[] = [];
  const problems: LineProblem[] = [];
  for (const record of hasHeader ? records.slice(1) : records) {
    const input = (record.cells[column] ?? '').trim();
    const shown = record.raw.trim().slice(0, 200);
    if (record.unclosedQuote) {
      problems.push({
        line: record.line,
        input: shown,
        reason: 'A quote is opened but never closed.',
      });
    } else if (input === '') {
      problems.push({ line: record.line, input: shown, reason: `No domain name in ${where}.` });
    } else {
      const tags = tagColumn >= 0 ? splitTags(record.cells[tagColumn] ?? '') : undefined;
      const notes = noteColumn >= 0 ? (record.cells[noteColumn] ?? '').trim() : undefined;
      entries.push({
        line: record.line,
        input,
        ...(tags && tags.length > 0 ? { tags } : {}),
        ...(notes ? { notes } : {}),
      });
    }
  }
  return { entries, problems };
}

function splitTags(cell: string): string[] {
  return cell
    .split(/[;|,]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
