// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigationStore } from '../../state/navigationStore';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { withScrollerHeight } from '../../testing/scrollerHeight';
import { ResultsList } from './ResultsList';
import type { SearchRow } from './searchRows';
import { searchStores } from './searchStore';
import { testRows as rows } from '../../testing/searchRows';

function grid(): HTMLElement {
  return screen.getByRole('grid', { name: 'Search results' });
}

/** The drawn row showing `name`. */
function rowOf(name: string): HTMLElement {
  const row = within(grid()).getByText(name).closest<HTMLElement>('[role="row"]');
  if (row === null) throw new Error(`${name} is not drawn`);
  return row;
}

function ticked(): string[] {
  return [...searchStores.current().getState().selected].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
}

withScrollerHeight('[role="grid"]');

beforeEach(() => {
  searchStores.current().setState({ selected: new Set() });
  navigationStore.getState().navigate('search');
});

describe('the results list', () => {
  it('holds a long result as one list, drawing only the rows in view, and scrolls to the last', () => {
    renderWithMantine(<ResultsList rows={rows(5000)} />);
    expect(grid()).toHaveAttribute('aria-rowcount', '5001');
    const drawn = within(grid()).getAllByRole('row');
    expect(drawn.length).toBeLessThan(100);
    expect(within(grid()).queryByText('name5000.com')).toBeNull();

    act(() => {
      grid().scrollTop = 5000 * 32;
      fireEvent.scroll(grid());
    });
    expect(rowOf('name5000.com')).toHaveAttribute('aria-rowindex', '5001');
    expect(within(grid()).queryByText('name1.com')).toBeNull();
  });

  it('offers only available names for the cart, and "select every" ticks rows not drawn too', () => {
    renderWithMantine(<ResultsList rows={rows(2000)} />);
    expect(within(grid()).queryByRole('checkbox', { name: 'Select name2.com' })).toBeNull();
    const every = screen.getByRole('checkbox', { name: 'Select every available name' });
    fireEvent.click(every);
    expect(ticked()).toHaveLength(1000);
    expect(ticked().at(-1)).toBe('name1999.com');

    fireEvent.click(within(grid()).getByRole('checkbox', { name: 'Select name3.com' }));
    expect(ticked()).toHaveLength(999);
    expect(every).not.toBeChecked();
    expect(every).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getAllByText('10.99 USD').length).toBeGreaterThan(5);
  });

  it('ticks by click, ctrl-click and shift-click, skipping names that are taken', () => {
    renderWithMantine(<ResultsList rows={rows(40)} />);
    fireEvent.click(rowOf('name3.com'));
    expect(ticked()).toEqual(['name3.com']);
    fireEvent.click(rowOf('name9.com'), { shiftKey: true });
    expect(ticked()).toEqual(['name3.com', 'name5.com', 'name7.com', 'name9.com']);
    fireEvent.click(rowOf('name5.com'), { ctrlKey: true });
    expect(ticked()).toEqual(['name3.com', 'name7.com', 'name9.com']);
    expect(rowOf('name5.com')).toHaveAttribute('aria-selected', 'false');
    expect(rowOf('name7.com')).toHaveAttribute('aria-selected', 'true');
    // A taken name cannot go to the cart: clicking it leaves the ticks as they were.
    fireEvent.click(rowOf('name4.com'));
    expect(ticked()).toEqual(['name3.com', 'name7.com', 'name9.com']);
    fireEvent.click(rowOf('name1.com'));
    expect(ticked()).toEqual(['name1.com']);
  });

  it('keeps the ticks and the shift-click anchor while results stream in around them', () => {
    const all = rows(40);
    const view = renderWithMantine(<ResultsList rows={all.slice(10)} />);
    fireEvent.click(rowOf('name13.com'));
    // Names sorting before the anchor arrive and push it down the list.
    view.rerender(<ResultsList rows={all} />);
    expect(grid()).toHaveAttribute('aria-rowcount', '41');
    expect(rowOf('name13.com')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(rowOf('name17.com'), { shiftKey: true });
    expect(ticked()).toEqual(['name13.com', 'name15.com', 'name17.com']);
  });

  it('moves and ticks from the keyboard, over rows not drawn', () => {
    renderWithMantine(<ResultsList rows={rows(3000)} />);
    const list = grid();
    list.focus();
    fireEvent.keyDown(list, { key: ' ' });
    expect(ticked()).toEqual(['name1.com']);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(ticked()).toEqual(['name1.com', 'name3.com']);
    fireEvent.keyDown(list, { key: 'End', shiftKey: true });
    expect(ticked()).toHaveLength(1499);
    expect(ticked()[0]).toBe('name3.com');
    expect(ticked().at(-1)).toBe('name2999.com');
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(ticked()).toEqual([]);
    fireEvent.keyDown(list, { key: 'a', ctrlKey: true });
    expect(ticked()).toHaveLength(1500);

    // From a row's own checkbox, the arrows hand the focus back to the list.
    const box = within(list).getByRole('checkbox', { name: 'Select name5.com' });
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(list).toHaveFocus();
  });

  it('says which names are in the portfolio and opens their domain page', () => {
    const list = rows(6).map((row) =>
      row.domain === 'name2.com' ? { ...row, inPortfolio: true } : row,
    );
    renderWithMantine(<ResultsList rows={list} />);
    expect(within(rowOf('name2.com')).getByText('In your portfolio')).toBeInTheDocument();
    // Taken by someone else: stays a plain name.
    expect(within(rowOf('name4.com')).queryByText('In your portfolio')).toBeNull();
    expect(within(rowOf('name4.com')).queryByRole('button')).toBeNull();

    fireEvent.click(within(rowOf('name2.com')).getByRole('button', { name: 'name2.com' }));
    expect(navigationStore.getState()).toMatchObject({ screen: 'domain', domain: 'name2.com' });
    expect(ticked()).toEqual([]);
  });

  it('opens a portfolio name with Enter on its row', () => {
    const list = rows(6).map((row) =>
      row.domain === 'name2.com' ? { ...row, inPortfolio: true } : row,
    );
    renderWithMantine(<ResultsList rows={list} />);
    fireEvent.keyDown(grid(), { key: 'Enter' });
    expect(navigationStore.getState().screen).toBe('search');
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    fireEvent.keyDown(grid(), { key: 'Enter' });
    expect(navigationStore.getState()).toMatchObject({ screen: 'domain', domain: 'name2.com' });
  });

  it('marks a look-alike name, saying which scripts it mixes and the ASCII form', () => {
    const [plain, other] = rows(2);
    if (plain === undefined || other === undefined) throw new Error('two test rows');
    const lookAlike: SearchRow = {
      ...other,
      domain: 'xn--pypal-4ve.com',
      unicodeDomain: 'p\u0430ypal.com',
      unicodeLabel: 'p\u0430ypal',
    };
    renderWithMantine(<ResultsList rows={[plain, lookAlike]} />);
    const mark = within(rowOf('p\u0430ypal.com')).getByLabelText(/mixes Latin and Cyrillic/);
    expect(mark).toHaveAccessibleName(expect.stringContaining('sent as xn--pypal-4ve.com'));
    expect(within(rowOf('name1.com')).queryByLabelText(/mixes/)).toBeNull();
  });
});
