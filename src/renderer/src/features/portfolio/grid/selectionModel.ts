import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type {
  PortfolioFilter,
  PortfolioSortKey,
} from '../../../../../shared/ipc/channels/portfolioTypes';

/** A row of the grid: its position in the current sort and filter, and its (ASCII) name. */
export interface RowRef {
  readonly index: number;
  readonly name: string;
}

/**
 * Rows `first..last` ticked by a shift-click. Only its two end rows need be known: main finds
 * the rows between them, so a run over 40,000 rows never loaded is still exact.
 */
export interface RowRun {
  readonly first: RowRef;
  readonly last: RowRef;
}

/**
 * Which rows are ticked: every row matching the filter (`all`) or the shift-click runs, with
 * single rows flipped from that (ctrl-click, space). Selecting 100,000 domains never lists them.
 */
export interface GridSelection {
  readonly all: boolean;
  /** Shift-click runs, when `all` is false. */
  readonly runs: readonly RowRun[];
  /** Rows ticked outside `all` and the runs, or unticked inside them, by name. */
  readonly flipped: ReadonlyMap<string, number>;
  /** The row a shift-click extends from. */
  readonly anchor: RowRef | null;
}

export const NO_SELECTION: GridSelection = {
  all: false,
  runs: [],
  flipped: new Map(),
  anchor: null,
};

export interface ClickModifiers {
  readonly shift?: boolean;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  readonly toggle?: boolean;
}

/** Whether `all` or a run covers the row (before any flip). */
function covered(selection: GridSelection, index: number): boolean {
  return (
    selection.all ||
    selection.runs.some((run) => run.first.index <= index && index <= run.last.index)
  );
}

export function isSelected(selection: GridSelection, name: string, index: number): boolean {
  return covered(selection, index) !== selection.flipped.has(name);
}

/** Rows in the union of the runs (they may overlap). */
function runRows(runs: readonly RowRun[]): number {
  let count = 0;
  let next = 0;
  for (const run of [...runs].sort((a, b) => a.first.index - b.first.index)) {
    const from = Math.max(run.first.index, next);
    if (run.last.index >= from) count += run.last.index - from + 1;
    next = Math.max(next, run.last.index + 1);
  }
  return count;
}

export function selectedCount(selection: GridSelection, total: number): number {
  let count = selection.all ? total : runRows(selection.runs);
  for (const index of selection.flipped.values()) count += covered(selection, index) ? -1 : 1;
  return Math.max(0, count);
}

function flip(selection: GridSelection, { index, name }: RowRef): GridSelection {
  const flipped = new Map(selection.flipped);
  if (!flipped.delete(name)) flipped.set(name, index);
  return { ...selection, flipped, anchor: { index, name } };
}

/** Adds a run: every row in it ticked, so flips of rows inside it no longer apply. */
function withRun(selection: GridSelection, run: RowRun): GridSelection {
  const inside = (index: number) => run.first.index <= index && index <= run.last.index;
  return {
    ...selection,
    runs: selection.all ? [] : [...selection.runs, run],
    flipped: new Map([...selection.flipped].filter(([, index]) => !inside(index))),
  };
}

/**
 * A click on a row: alone it selects just that row, with ctrl/cmd it toggles the row, with
 * shift it ticks every row from the anchor to it (ctrl/cmd+shift adds them to what is ticked),
 * whether or not the rows between were ever loaded.
 */
export function clickRow(
  selection: GridSelection,
  index: number,
  name: string,
  modifiers: ClickModifiers,
): GridSelection {
  const row = { index, name };
  const { anchor } = selection;
  if (modifiers.shift && anchor !== null) {
    const run = anchor.index <= index ? { first: anchor, last: row } : { first: row, last: anchor };
    return { ...withRun(modifiers.toggle ? selection : NO_SELECTION, run), anchor };
  }
  if (modifiers.toggle) return flip(selection, row);
  return { ...NO_SELECTION, flipped: new Map([[name, index]]), anchor: row };
}

/**
 * Shift+arrow: ticks the rows from the anchor to `to`, in place of what was ticked. `from` is
 * the row the move started on; it becomes the anchor when there is none yet, or when the
 * keyboard moved since the anchor was set (`restart`), so the run starts where the user is.
 */
export function extendSelection(
  selection: GridSelection,
  from: RowRef,
  to: RowRef,
  restart: boolean,
): GridSelection {
  const anchor = restart || selection.anchor === null ? from : selection.anchor;
  return clickRow({ ...selection, anchor }, to.index, to.name, { shift: true });
}

/**
 * A shift-click on a row's checkbox: the rows from the anchor to this one are ticked too,
 * keeping what was ticked (a checkbox adds, it never clears the others).
 */
export function tickRange(selection: GridSelection, index: number, name: string): GridSelection {
  return clickRow(selection, index, name, { shift: true, toggle: true });
}

/** Ticks or unticks one row, keeping the rest (the row's checkbox, the space bar). */
export function toggleRow(selection: GridSelection, index: number, name: string): GridSelection {
  return flip(selection, { index, name });
}

export function selectAllMatching(): GridSelection {
  return { ...NO_SELECTION, all: true };
}

/**
 * What crosses the bridge: the filter (less the unticked), the runs by their end rows in the
 * current sort, or the few names ticked.
 */
export function toPortfolioSelection(
  selection: GridSelection,
  accountId: string,
  filter: PortfolioFilter,
  sort: { readonly key: PortfolioSortKey; readonly direction: 'asc' | 'desc' },
): PortfolioSelection | null {
  const flipped = [...selection.flipped];
  const namesWhere = (inside: boolean) =>
    flipped.filter(([, index]) => covered(selection, index) === inside).map(([name]) => name);
  if (selection.all) return { kind: 'filter', accountId, filter, except: namesWhere(true) };
  if (selection.runs.length === 0) {
    return flipped.length === 0 ? null : { kind: 'names', accountId, names: namesWhere(false) };
  }
  const except = namesWhere(true);
  const also = namesWhere(false);
  return {
    kind: 'filter',
    accountId,
    filter,
    runs: {
      sort: sort.key,
      direction: sort.direction,
      runs: selection.runs.map((run) => ({ from: run.first.name, to: run.last.name })),
    },
    ...(except.length > 0 && { except }),
    ...(also.length > 0 && { also }),
  };
}
