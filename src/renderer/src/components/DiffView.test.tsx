// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/renderWithMantine';
import { DiffView, diffSummary } from './DiffView';
import type { DiffEntry } from './DiffView';

const entries: DiffEntry<string>[] = [
  { change: 'added', after: 'www A 192.0.2.1' },
  { change: 'changed', before: 'mail MX 10', after: 'mail MX 20' },
  { change: 'removed', before: 'old TXT v=spf1' },
];

describe('the diff shown before a whole-set save', () => {
  it('counts each kind of change in words', () => {
    expect(diffSummary(entries)).toBe('1 added, 1 changed, 1 removed');
    expect(diffSummary([])).toBe('No changes');
  });

  it('lists every entry with what it was and what it becomes', () => {
    renderWithMantine(<DiffView entries={entries} render={(value) => value} label="DNS changes" />);
    const table = screen.getByRole('table', { name: 'DNS changes' });
    expect(table).toHaveTextContent('www A 192.0.2.1');
    expect(table).toHaveTextContent('mail MX 10');
    expect(table).toHaveTextContent('mail MX 20');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});
