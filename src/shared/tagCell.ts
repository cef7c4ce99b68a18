/**
 * How a list of tags is written in one CSV cell, read back the same by the import. A tag is
 * one line of text (`tagSchema`), so the export puts one tag per line of the cell: the only
 * separator that cannot occur inside a tag. A cell on one line, as people type it, is split at
 * semicolons, vertical bars and commas.
 */

const LINE_BREAK = /\r\n|\r|\n/;
const TYPED_SEPARATORS = /[;|,]/;

/** The cell for a domain's tags: one per line; a lone tag holding `;`, `|` or `,` ends with a line break so it stays whole. */
export function tagCell(tags: readonly string[]): string {
  const cell = tags.join('\n');
  return tags.length === 1 && TYPED_SEPARATORS.test(cell) ? `${cell}\n` : cell;
}

/** The tags a cell holds: one per line when it has several lines, else split at `;`, `|` or `,`. */
export function readTagCell(cell: string): string[] {
  const parts = LINE_BREAK.test(cell) ? cell.split(LINE_BREAK) : cell.split(TYPED_SEPARATORS);
  return parts.map((tag) => tag.trim()).filter((tag) => tag !== '');
}
