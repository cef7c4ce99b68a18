// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigationStore } from '../../state/navigationStore';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { withScrollerHeight } from '../../testing/scrollerHeight';
import { ResultsMatrix } from './ResultsMatrix';
import { searchStores } from './searchStore';
import { testRows } from '../../testing/searchRows';

withScrollerHeight('.dd-matrix-viewport');

beforeEach(() => {
  searchStores.current().setState({ selected: new Set() });
  navigationStore.getState().navigate('search');
});

/** 1,000 names under .com and .net. */
function thousandNames() {
  const com = testRows(1000);
  const net = com.map((row) => ({
    ...row,
    domain: row.domain.replace(/\.com$/, '.net'),
    unicodeDomain: row.unicodeDomain.replace(/\.com$/, '.net'),
    tld: 'net',
    availability: 'unavailable' as const,
  }));
  return [...com, ...net];
}

describe('the results matrix', () => {
  it('holds 1,000 names as one table, drawing only the names in view', () => {
    renderWithMantine(<ResultsMatrix rows={thousandNames()} />);
    const table = screen.getByRole('table', { name: 'Results matrix' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(within(table).queryByText('name1000')).toBeNull();

    const scroller = table.closest<HTMLElement>('.dd-matrix-viewport');
    if (scroller === null) throw new Error('the matrix has no scroller');
    act(() => {
      scroller.scrollTop = 1000 * 44;
      fireEvent.scroll(scroller);
    });
    const last = within(table).getByText('name1000').closest('tr');
    expect(last).toHaveAttribute('aria-rowindex', '1001');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select name999.com' }));
    expect([...searchStores.current().getState().selected]).toEqual(['name999.com']);
  });

  it('opens a name from the portfolio from its cell', () => {
    const rows = thousandNames().map((row) =>
      row.domain === 'name2.net' ? { ...row, inPortfolio: true } : row,
    );
    renderWithMantine(<ResultsMatrix rows={rows} />);
    const owned = screen.getByRole('button', {
      name: 'name2.net: in your portfolio, open its domain page',
    });
    expect(owned).toHaveTextContent('In your portfolio');
    // Taken by someone else: a word, not a link.
    expect(screen.queryByRole('button', { name: /^name4\.net/ })).toBeNull();
    fireEvent.click(owned);
    expect(navigationStore.getState()).toMatchObject({ screen: 'domain', domain: 'name2.net' });
  });
});
