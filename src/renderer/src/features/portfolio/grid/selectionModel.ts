import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type { PortfolioFilter } from '../../../../../shared/ipc/channels/portfolioTypes';

/**
 * Which rows are ticked. "All matching the filter" is kept as a flag plus the names unticked
 * since, so selecting 100,000 domains never lists them.
 */
export interface GridSelection {
  readonly all: boolean;
  /** Ticked names (ASCII) when `all` is false; unticked ones when it is true. */
  readonly names: ReadonlySet<string>;
  /** The row a shift-click extends from. */
  readonly anchor: number | null;
}

export const NO_SELECTION: GridSelection = { all: false, names: new Set(), anchor: null };

export interface ClickModifiers {
  readonly shift?: boolean;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  readonly toggle?: boolean;
}

export function isSelected(selection: GridSelection, name: string): boolean {
  return selection.all !== selection.names.has(name);
}

export function selectedCount(selection: GridSelection, total: number): number {
  return selection.all ? Math.max(0, total - selection.names.size) : selection.names.size;
}

function withName(selection: GridSelection, name: string, ticked: boolean): Set<string> {
  const names = new Set(selection.names);
  // In "all" mode the set holds the unticked names, so ticking removes from it.
  if (ticked !== selection.all) names.add(name);
  else names.delete(name);
  return names;
}

/**
 * A click on row `index`: alone it selects just that row, with ctrl/cmd it toggles the row,
 * with shift it ticks every row from the anchor to it (`nameAt` gives the loaded rows' names;
 * rows not loaded yet are fetched by the grid before the range is applied).
 */
export function clickRow(
  selection: GridSelection,
  index: number,
  name: string,
  modifiers: ClickModifiers,
  nameAt: (index: number) => string | undefined,
): GridSelection {
  if (modifiers.shift && selection.anchor !== null) {
    const from = Math.min(selection.anchor, index);
    const to = Math.max(selection.anchor, index);
    let next: GridSelection = modifiers.toggle ? selection : NO_SELECTION;
    for (let i = from; i <= to; i += 1) {
      const rowName = nameAt(i);
      if (rowName !== undefined) next = { ...next, names: withName(next, rowName, true) };
    }
    return { ...next, anchor: selection.anchor };
  }
  if (modifiers.toggle) {
    return {
      ...selection,
      names: withName(selection, name, !isSelected(selection, name)),
      anchor: index,
    };
  }
  return { all: false, names: new Set([name]), anchor: index };
}

/** Ticks or unticks one row, keeping the rest (the row's checkbox, the space bar). */
export function toggleRow(selection: GridSelection, index: number, name: string): GridSelection {
  return {
    ...selection,
    names: withName(selection, name, !isSelected(selection, name)),
    anchor: index,
  };
}

export function selectAllMatching(): GridSelection {
  return { all: true, names: new Set(), anchor: null };
}

/** What crosses the bridge: the filter (less the unticked) or the few names ticked. */
export function toPortfolioSelection(
  selection: GridSelection,
  accountId: string,
  filter: PortfolioFilter,
): PortfolioSelection | null {
  if (selection.all) {
    return { kind: 'filter', accountId, filter, except: [...selection.names] };
  }
  if (selection.names.size === 0) return null;
  return { kind: 'names', accountId, names: [...selection.names] };
}
