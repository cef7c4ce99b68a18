// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { SkippedEntries, skippedLine } from './SkippedEntries';

const entries = Array.from({ length: 1_500 }, (_, n) => ({
  label: `Line ${String(n + 1)}`,
  reason: `"bad_${String(n)}" is not a valid domain name: it contains "_".`,
}));

describe('the entries not searched', () => {
  it('lists a long paste quickly and says the copy holds every entry', () => {
    renderWithMantine(<SkippedEntries entries={entries} label="Entries not searched" />);
    const list = screen.getByRole('list', { name: 'Entries not searched' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1_000);
    expect(screen.getByText('The first 1,000 are listed; the copy holds all 1,500.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the entries not searched' })).toBeTruthy();
  });

  it('copies each entry as the line it is listed as', () => {
    expect(skippedLine(entries[0]!)).toBe(
      'Line 1: "bad_0" is not a valid domain name: it contains "_".',
    );
  });
});
