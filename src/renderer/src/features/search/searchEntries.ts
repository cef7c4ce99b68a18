import type { InvalidEntry } from '../../../../shared/ipc/channels/search';

/** One name as typed, with the line it was typed on (from 1). */
export interface EntryLine {
  readonly text: string;
  readonly line: number;
}

/** A problem with what was typed; `line` is null when it concerns a TLD rather than a line. */
export interface InputProblem {
  readonly line: number | null;
  readonly input: string;
  readonly reason: string;
}

/**
 * Splits pasted text into names, one per line, comma, semicolon, tab or space, keeping the
 * line each came from so a problem can be pointed at.
 */
export function entriesWithLines(text: string): EntryLine[] {
  return text.split(/\r?\n|\r/).flatMap((content, index) =>
    content
      .split(/[\s,;]+/)
      .filter((part) => part !== '')
      .map((part) => ({ text: part, line: index + 1 })),
  );
}

/**
 * Puts the service's verdicts back on the lines they came from. Invalid entries take the
 * first unclaimed line with that text; duplicates the last, as the first one is searched.
 */
export function problemsWithLines(
  entries: readonly EntryLine[],
  invalid: readonly InvalidEntry[],
  duplicates: readonly string[],
): InputProblem[] {
  const claimed = new Set<number>();
  const claim = (input: string, fromEnd: boolean): number | null => {
    const order = fromEnd ? [...entries.keys()].reverse() : [...entries.keys()];
    const found = order.find((i) => !claimed.has(i) && entries[i]?.text === input.trim());
    if (found === undefined) return null;
    claimed.add(found);
    return entries[found]?.line ?? null;
  };
  const problems: InputProblem[] = [
    ...invalid.map((entry) => ({
      line: claim(entry.input, false),
      input: entry.input,
      reason: entry.reason,
    })),
    ...duplicates.map((input) => ({
      line: claim(input, true),
      input,
      reason: 'Repeats an earlier name; searched once.',
    })),
  ];
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
