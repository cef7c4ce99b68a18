import { describe, expect, it } from 'vitest';
import { selectionText } from './AddSelectionDialog';
import { CONFIRM_ABOVE, selectionTotal } from './selectionTotal';
import { testRows } from '../../testing/searchRows';

describe('the running total of the ticked names', () => {
  it('counts premium names, adds prices exactly and asks again for a premium name', () => {
    const rows = testRows(3).map((row, i) =>
      i === 2 ? { ...row, premium: true, registerPrice: '2125.00' } : row,
    );
    const sel = selectionTotal(rows, new Set(['name1.com', 'name3.com']));
    expect(selectionText(sel)).toBe('2 selected · 1 premium · 2,135.99 USD');
    expect(sel.needsConfirm).toBe(true);
  });

  it('asks again above the threshold only, and says how many have no price', () => {
    const rows = testRows(CONFIRM_ABOVE + 1).map((row) => ({
      ...row,
      availability: 'available' as const,
    }));
    const names = rows.map((row) => row.domain);
    expect(selectionTotal(rows, new Set(names.slice(0, CONFIRM_ABOVE))).needsConfirm).toBe(false);
    const all = selectionTotal(rows, new Set(names));
    expect(all.needsConfirm).toBe(true);
    const unpriced = selectionTotal(
      rows.map((row, i) => (i === 0 ? { ...row, registerPrice: null } : row)),
      new Set(names.slice(0, 2)),
    );
    expect(selectionText(unpriced)).toBe('2 selected · 10.99 USD (+1 unpriced)');
  });
});
