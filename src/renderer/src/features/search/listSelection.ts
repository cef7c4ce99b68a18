import type { SearchRow } from './searchRows';

export interface ListClick {
  readonly shift?: boolean;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  readonly toggle?: boolean;
}

/** Only names that can be registered go to the cart, so only they can be ticked. */
export function isSelectable(row: SearchRow): boolean {
  return row.availability === 'available';
}

/** The available names of the rows `from..to` (either order), drawn or not. */
export function selectableBetween(rows: readonly SearchRow[], from: number, to: number): string[] {
  const names: string[] = [];
  for (let i = Math.max(0, Math.min(from, to)); i <= Math.max(from, to); i += 1) {
    const row = rows[i];
    if (row !== undefined && isSelectable(row)) names.push(row.domain);
  }
  return names;
}

/**
 * The names ticked after a click on row `index`. Alone it ticks just that name, with ctrl/cmd
 * it toggles it, with shift it ticks every available name from the anchor to it (adding to
 * what was ticked when ctrl/cmd is held too). The anchor is a name, not a position, so it
 * stays put while results stream in and the sorted list moves under it. A click on a name that
 * cannot be registered ticks nothing and leaves the rest as it was.
 */
export function clickSelection(
  selected: ReadonlySet<string>,
  rows: readonly SearchRow[],
  index: number,
  anchor: string | null,
  modifiers: ListClick,
): ReadonlySet<string> {
  const row = rows[index];
  if (row === undefined) return selected;
  const anchorIndex = anchor === null ? -1 : rows.findIndex((r) => r.domain === anchor);
  if (modifiers.shift && anchorIndex >= 0) {
    const range = selectableBetween(rows, anchorIndex, index);
    return new Set(modifiers.toggle ? [...selected, ...range] : range);
  }
  if (!isSelectable(row)) return selected;
  if (modifiers.toggle) return toggled(selected, [row.domain], !selected.has(row.domain));
  return new Set([row.domain]);
}

/** `selected` with `names` ticked (`on`) or unticked. */
export function toggled(
  selected: ReadonlySet<string>,
  names: readonly string[],
  on: boolean,
): ReadonlySet<string> {
  const next = new Set(selected);
  for (const name of names) {
    if (on) next.add(name);
    else next.delete(name);
  }
  return next;
}
