// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { ResultsList } from './ResultsList';
import type { SearchRow } from './searchRows';
import { searchStore } from './searchStore';

function rows(count: number): SearchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    domain: `name${i + 1}.com`,
    unicodeDomain: `name${i + 1}.com`,
    unicodeLabel: `name${i + 1}`,
    tld: 'com',
    availability: i % 2 === 0 ? 'available' : 'unavailable',
    premium: false,
    registerPrice: '10.99',
    renewPrice: '12.99',
    currency: 'USD',
    note: null,
  }));
}

describe('the results list', () => {
  it('draws one page of a long result at a time and moves through the pages', () => {
    // A small page keeps the test quick; the app draws PAGE_SIZE rows.
    renderWithMantine(<ResultsList rows={rows(1500)} pageSize={10} />);
    const table = screen.getByRole('table', { name: 'Search results' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Rows 1–10 of 1500')).toBeInTheDocument();
    fireEvent.click(screen.getByText('150', { selector: 'button' }));
    expect(screen.getByText('Rows 1491–1500 of 1500')).toBeInTheDocument();
    expect(within(table).getByText('name1500.com')).toBeInTheDocument();
  });

  it('offers only available names for the cart, a page at a time', () => {
    searchStore.setState({ selected: new Set() });
    renderWithMantine(<ResultsList rows={rows(4)} />);
    expect(screen.queryByRole('checkbox', { name: 'Select name2.com' })).toBeNull();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select every available name on this page' }),
    );
    expect([...searchStore.getState().selected]).toEqual(['name1.com', 'name3.com']);
    expect(screen.getAllByText('10.99 USD')).toHaveLength(4);
  });
});
