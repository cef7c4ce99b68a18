import { describe, expect, it } from 'vitest';
import { createGridStore } from './gridStore';
import { isSelected, selectedCount, toPortfolioSelection } from './selectionModel';

const TOTAL = 100_000;
const nameOf = (i: number) => `d${String(i).padStart(6, '0')}.com`;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('selecting rows', () => {
  it('keeps a selection made across pages: click, ctrl-click far away, ctrl+shift-click a range', () => {
    const store = createGridStore(memoryStorage());
    store.getState().click(5, nameOf(5), {});
    store.getState().click(40_000, nameOf(40_000), { toggle: true });
    store.getState().click(40_010, nameOf(40_010), { shift: true, toggle: true });
    const { selection, filter, sort } = store.getState();
    expect(selectedCount(selection, TOTAL)).toBe(12);
    expect(isSelected(selection, nameOf(5), 5)).toBe(true);
    expect(isSelected(selection, nameOf(40_005), 40_005)).toBe(true);
    expect(isSelected(selection, nameOf(6), 6)).toBe(false);
    expect(toPortfolioSelection(selection, 'acc', filter, sort)).toEqual({
      kind: 'filter',
      accountId: 'acc',
      filter: {},
      runs: {
        sort: 'name',
        direction: 'asc',
        runs: [{ from: nameOf(40_000), to: nameOf(40_010) }],
      },
      also: [nameOf(5)],
    });
  });

  it('a shift-click over 40,000 rows never loaded selects exactly them, sent as the two end rows', () => {
    const store = createGridStore(memoryStorage());
    store.getState().setFilter({ tld: 'com' });
    store.getState().sortBy('expiry');
    store.getState().click(5, nameOf(5), {});
    store.getState().click(40_000, nameOf(40_000), { shift: true });
    store.getState().toggle(20_000, nameOf(20_000));
    const { selection, filter, sort } = store.getState();
    expect(selectedCount(selection, TOTAL)).toBe(39_995);
    expect(isSelected(selection, nameOf(4), 4)).toBe(false);
    expect(isSelected(selection, nameOf(5), 5)).toBe(true);
    expect(isSelected(selection, nameOf(19_999), 19_999)).toBe(true);
    expect(isSelected(selection, nameOf(20_000), 20_000)).toBe(false);
    expect(isSelected(selection, nameOf(40_000), 40_000)).toBe(true);
    expect(isSelected(selection, nameOf(40_001), 40_001)).toBe(false);
    const sent = toPortfolioSelection(selection, 'acc', filter, sort);
    expect(sent).toEqual({
      kind: 'filter',
      accountId: 'acc',
      filter: { tld: 'com' },
      runs: { sort: 'expiry', direction: 'asc', runs: [{ from: nameOf(5), to: nameOf(40_000) }] },
      except: [nameOf(20_000)],
    });
    expect(JSON.stringify(sent).length).toBeLessThan(400);
  });

  it('a plain click after a range starts over with that one row', () => {
    const store = createGridStore(memoryStorage());
    store.getState().click(5, nameOf(5), {});
    store.getState().click(900, nameOf(900), { shift: true });
    store.getState().click(7, nameOf(7), {});
    const { selection, filter, sort } = store.getState();
    expect(selectedCount(selection, TOTAL)).toBe(1);
    expect(toPortfolioSelection(selection, 'acc', filter, sort)).toEqual({
      kind: 'names',
      accountId: 'acc',
      names: [nameOf(7)],
    });
  });

  it('sends "all matching the filter" as the filter with the rows unticked, never 100,000 names', () => {
    const store = createGridStore(memoryStorage());
    store.getState().setFilter({ tld: 'com', hasError: true });
    store.getState().selectAll();
    store.getState().toggle(3, nameOf(3));
    const { selection, filter, sort } = store.getState();
    expect(selectedCount(selection, TOTAL)).toBe(TOTAL - 1);
    expect(toPortfolioSelection(selection, 'acc', filter, sort)).toEqual({
      kind: 'filter',
      accountId: 'acc',
      filter: { tld: 'com', hasError: true },
      except: [nameOf(3)],
    });
  });

  it('drops the selection when the filter changes, since other rows match', () => {
    const store = createGridStore(memoryStorage());
    store.getState().selectAll();
    store.getState().setFilter({ text: 'shop' });
    expect(selectedCount(store.getState().selection, TOTAL)).toBe(0);
  });
});

describe('filters, saved views and the column layout', () => {
  it('combines filters, and clears one by setting it to nothing', () => {
    const store = createGridStore(memoryStorage());
    store.getState().setFilter({ statuses: ['active'], tld: 'net' });
    store.getState().setFilter({ notSyncedForDays: 30 });
    store.getState().setFilter({ tld: undefined });
    expect(store.getState().filter).toEqual({ statuses: ['active'], notSyncedForDays: 30 });
  });

  it('applies a saved view: its filter and sort, and no ticks left from other rows', () => {
    const store = createGridStore(memoryStorage());
    store.getState().click(3, nameOf(3), {});
    store.getState().applyView({
      name: 'Renew this month',
      filter: { expiringWithinDays: 30 },
      sort: { key: 'expiry', direction: 'asc' },
    });
    expect(store.getState().filter).toEqual({ expiringWithinDays: 30 });
    expect(store.getState().sort).toEqual({ key: 'expiry', direction: 'asc' });
    expect(selectedCount(store.getState().selection, TOTAL)).toBe(0);
  });

  it('remembers hidden, moved and resized columns, never hiding the domain', () => {
    const storage = memoryStorage();
    const store = createGridStore(storage);
    store.getState().toggleColumn('tags');
    store.getState().toggleColumn('nameservers');
    store.getState().toggleColumn('domain');
    store.getState().moveColumn('expiry', -1);
    store.getState().resizeColumn('domain', 10);
    const layout = createGridStore(storage).getState().layout;
    // Tags hidden; nameservers (hidden by default) shown.
    expect(layout.hidden).toContain('tags');
    expect(layout.hidden).not.toContain('nameservers');
    expect(layout.hidden).not.toContain('domain');
    expect(layout.order.slice(0, 3)).toEqual(['domain', 'expiry', 'status']);
    expect(layout.widths.domain).toBe(48);
  });
});

describe('the selection of each account', () => {
  it('stays with its account: another account starts with none, and switching back gives it back', () => {
    const store = createGridStore(memoryStorage());
    store.getState().showAccount('usd');
    store.getState().click(1, nameOf(1), {});
    store.getState().click(2, nameOf(2), { toggle: true });
    expect(selectedCount(store.getState().selection, TOTAL)).toBe(2);

    store.getState().showAccount('demo');
    expect(selectedCount(store.getState().selection, TOTAL)).toBe(0);

    store.getState().showAccount('usd');
    expect(selectedCount(store.getState().selection, TOTAL)).toBe(2);
    // A new filter means other rows in every account: no old ticks come back under it.
    store.getState().showAccount('demo');
    store.getState().setFilter({ text: 'x' });
    store.getState().showAccount('usd');
    expect(selectedCount(store.getState().selection, TOTAL)).toBe(0);
  });
});
