import { readTagCell } from '../../../shared/tagCell';
import { readCsvRows } from './csvRows';

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

const headerName = (cell: string): string => cell.toLowerCase().replace(/[^a-z]/g, '');
const DOMAIN_HEADERS = new Set(['domain', 'domainname', 'domains', 'fqdn']);
const TAG_HEADERS = new Set(['tags', 'tag', 'labels']);
const NOTE_HEADERS = new Set(['notes', 'note', 'comment', 'comments']);

function columnOf(header: readonly string[], names: ReadonlySet<string>): number {
  return header.findIndex((cell) => names.has(headerName(cell)));
}

/**
 * A CSV file of domains: the `domain` column when the first row names one (with optional
 * `tags` and `notes` columns, tags as `shared/tagCell.ts` reads them), otherwise the first
 * column of every row.
 */
export function readCsvNames(text: string): NameListRead {
  const { rows, problems: unread } = readCsvRows(text);
  const first = rows[0];
  const domainColumn = first ? columnOf(first.cells, DOMAIN_HEADERS) : -1;
  const hasHeader = domainColumn >= 0;
  const column = hasHeader ? domainColumn : 0;
  const tagColumn = hasHeader && first ? columnOf(first.cells, TAG_HEADERS) : -1;
  const noteColumn = hasHeader && first ? columnOf(first.cells, NOTE_HEADERS) : -1;
  const where = hasHeader ? `the "${first?.cells[column]?.trim() ?? 'domain'}" column` : 'it';

  const entries: NameEntry[] = [];
  const problems: LineProblem[] = unread.map((p) => ({
    line: p.line,
    input: p.raw.slice(0, 200),
    reason: p.reason,
  }));
  for (const row of hasHeader ? rows.slice(1) : rows) {
    const input = (row.cells[column] ?? '').trim();
    if (input === '') {
      const shown = row.raw.slice(0, 200);
      problems.push({ line: row.line, input: shown, reason: `No domain name in ${where}.` });
      continue;
    }
    const tags = tagColumn >= 0 ? readTagCell(row.cells[tagColumn] ?? '') : undefined;
    const notes = noteColumn >= 0 ? (row.cells[noteColumn] ?? '').trim() : undefined;
    entries.push({
      line: row.line,
      input,
      ...(tags && tags.length > 0 ? { tags } : {}),
      ...(notes ? { notes } : {}),
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return { entries, problems };
}
