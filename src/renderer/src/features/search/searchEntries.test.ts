import { describe, expect, it } from 'vitest';
import { entriesWithLines, problemsWithLines } from './searchEntries';

describe('names pasted into the search', () => {
  it('splits on lines, commas, semicolons and spaces, keeping each name’s line', () => {
    expect(entriesWithLines('shop, café.de\n\n  bücher ;xn--caf-dma.com\r\nexa mple')).toEqual([
      { text: 'shop', line: 1 },
      { text: 'café.de', line: 1 },
      { text: 'bücher', line: 3 },
      { text: 'xn--caf-dma.com', line: 3 },
      { text: 'exa', line: 4 },
      { text: 'mple', line: 4 },
    ]);
  });

  it('points each refused name and each repeat at its own line', () => {
    const entries = entriesWithLines('shop\nbad_name\nshop\nother\nshop');
    const problems = problemsWithLines(
      entries,
      [
        { input: 'bad_name', reason: 'contains "_"' },
        { input: '.nosuch', reason: '.nosuch is not offered by this provider.' },
      ],
      ['shop', 'shop'],
    );
    expect(problems).toEqual([
      { line: null, input: '.nosuch', reason: '.nosuch is not offered by this provider.' },
      { line: 2, input: 'bad_name', reason: 'contains "_"' },
      { line: 3, input: 'shop', reason: 'Repeats an earlier name; searched once.' },
      { line: 5, input: 'shop', reason: 'Repeats an earlier name; searched once.' },
    ]);
  });
});
