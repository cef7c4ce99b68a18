import { describe, expect, it } from 'vitest';
import { entriesOfLabels } from './retryEntries';

describe('the entries a retry searches again', () => {
  it('gives back the failed labels’ entries as typed, in order, each once', () => {
    const typed = ['Shop', 'fine', 'shop.co.uk', 'shop', 'münchen', 'bad_name'].map((text, i) => ({
      text,
      line: i + 1,
    }));
    expect(entriesOfLabels(typed, ['shop', 'münchen'], ['com', 'co.uk'])).toEqual([
      { text: 'Shop', line: 1 },
      { text: 'shop.co.uk', line: 3 },
      { text: 'münchen', line: 5 },
    ]);
  });
});
