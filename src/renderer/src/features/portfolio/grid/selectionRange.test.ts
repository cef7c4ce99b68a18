import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  clickRow,
  extendSelection,
  isSelected,
  selectedCount,
  tickRange,
  toggleRow,
} from './selectionModel';

const TOTAL = 50_000;
const row = (index: number) => ({ index, name: `d${String(index).padStart(5, '0')}.com` });
const ticked = (selection: typeof NO_SELECTION, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, at) => row(from + at)).filter(({ index, name }) =>
    isSelected(selection, name, index),
  ).length;

describe('shift-click on a checkbox', () => {
  it('adds the rows from the last ticked one to it, keeping what was ticked before', () => {
    let selection = toggleRow(NO_SELECTION, 2, row(2).name);
    selection = toggleRow(selection, 10, row(10).name);
    selection = tickRange(selection, 14, row(14).name);
    expect(selectedCount(selection, TOTAL)).toBe(6);
    expect(ticked(selection, 10, 14)).toBe(5);
    expect(isSelected(selection, row(2).name, 2)).toBe(true);
    expect(isSelected(selection, row(9).name, 9)).toBe(false);
  });

  it('runs upwards too, and ticks just the row when nothing was ticked before', () => {
    const upwards = tickRange(toggleRow(NO_SELECTION, 30, row(30).name), 27, row(27).name);
    expect(ticked(upwards, 20, 40)).toBe(4);
    const alone = tickRange(NO_SELECTION, 5, row(5).name);
    expect(selectedCount(alone, TOTAL)).toBe(1);
    expect(isSelected(alone, row(5).name, 5)).toBe(true);
  });
});

describe('shift+arrow', () => {
  it('extends from the row it started on, each further step from the same anchor', () => {
    // Nothing ticked, active row 4: shift+down twice ticks 4..6; shift+up then gives 4..5.
    let selection = extendSelection(NO_SELECTION, row(4), row(5), true);
    selection = extendSelection(selection, row(5), row(6), false);
    expect(selectedCount(selection, TOTAL)).toBe(3);
    expect(ticked(selection, 4, 6)).toBe(3);
    selection = extendSelection(selection, row(6), row(5), false);
    expect(selectedCount(selection, TOTAL)).toBe(2);
    expect(isSelected(selection, row(6).name, 6)).toBe(false);
  });

  it('starts from a clicked row, or from where the arrows moved to since', () => {
    const clicked = clickRow(NO_SELECTION, 10, row(10).name, {});
    const fromClick = extendSelection(clicked, row(10), row(12), false);
    expect(ticked(fromClick, 8, 14)).toBe(3);
    // Clicked 10, moved to 20 without shift: shift+down ticks 20..21, not 10..21.
    const moved = extendSelection(clicked, row(20), row(21), true);
    expect(selectedCount(moved, TOTAL)).toBe(2);
    expect(isSelected(moved, row(10).name, 10)).toBe(false);
  });
});
