/**
 * The lines of a BIND zone file (RFC 1035 §5.1) as entries of tokens, each with the line it
 * starts on: comments dropped, parentheses joining lines, quoted strings kept whole with their
 * quotes. A line that cannot be split this way is reported, never guessed at.
 */

export interface ZoneEntry {
  /** 1-based line the entry starts on. */
  readonly line: number;
  /** The entry's text as written (its first line), for the report. */
  readonly text: string;
  /** True when the line starts with a blank: the owner is the previous entry's. */
  readonly sameOwner: boolean;
  readonly tokens: readonly string[];
}

export interface ZoneLineProblem {
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

export interface ZoneLines {
  readonly entries: readonly ZoneEntry[];
  readonly problems: readonly ZoneLineProblem[];
}

/** Splits one line into tokens; returns the parenthesis depth after it, or a problem. */
function tokenize(
  line: string,
  depth: number,
  tokens: string[],
): { depth: number } | { problem: string } {
  let i = 0;
  while (i < line.length) {
    const ch = line.charAt(i);
    if (ch === ';') break;
    if (/\s/.test(ch)) i += 1;
    else if (ch === '(') {
      depth += 1;
      i += 1;
    } else if (ch === ')') {
      if (depth === 0) return { problem: 'A closing parenthesis here has no opening one.' };
      depth -= 1;
      i += 1;
    } else if (ch === '"') {
      let j = i + 1;
      while (j < line.length && line.charAt(j) !== '"') j += line.charAt(j) === '\\' ? 2 : 1;
      if (j >= line.length) return { problem: 'A quote opened here is never closed.' };
      tokens.push(line.slice(i, j + 1));
      i = j + 1;
    } else {
      let j = i;
      while (j < line.length && !/[\s;()"]/.test(line.charAt(j))) {
        j += line.charAt(j) === '\\' ? 2 : 1;
      }
      tokens.push(line.slice(i, j));
      i = j;
    }
  }
  return { depth };
}

interface OpenEntry {
  line: number;
  text: string;
  sameOwner: boolean;
  tokens: string[];
}

export function zoneLines(input: string): ZoneLines {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const entries: ZoneEntry[] = [];
  const problems: ZoneLineProblem[] = [];
  let open: OpenEntry | null = null;
  let depth = 0;
  for (const [index, content] of lines.entries()) {
    const line = index + 1;
    const current: OpenEntry = open ?? {
      line,
      text: content.trim(),
      sameOwner: /^\s/.test(content),
      tokens: [],
    };
    const result = tokenize(content, depth, current.tokens);
    if ('problem' in result) {
      problems.push({ line, text: content.trim(), reason: result.problem });
      open = null;
      depth = 0;
      continue;
    }
    depth = result.depth;
    if (depth > 0) {
      open = current;
      continue;
    }
    open = null;
    if (current.tokens.length > 0) entries.push(current);
  }
  if (open !== null) {
    const { line, text } = open;
    problems.push({ line, text, reason: 'A parenthesis opened here is never closed.' });
  }
  return { entries, problems };
}
