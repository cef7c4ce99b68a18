import { describe, expect, it } from 'vitest';
import { positionOf, rememberPosition } from './gridPositions';
import { createGridStore } from './gridStore';

const noStorage = { getItem: () => null, setItem: () => undefined };

describe('where the grid was left', () => {
  it('is kept per account, and forgotten when the filter or sort changes', () => {
    rememberPosition('a1', { scrollTop: 3200, active: 104 });
    rememberPosition('a2', { scrollTop: 640, active: 21 });
    expect(positionOf('a1')).toEqual({ scrollTop: 3200, active: 104 });
    expect(positionOf('a2')).toEqual({ scrollTop: 640, active: 21 });

    const store = createGridStore(noStorage);
    store.getState().toggleColumn('tags');
    expect(positionOf('a1')).toBeDefined();
    store.getState().setFilter({ text: '.net' });
    expect(positionOf('a1')).toBeUndefined();
    expect(positionOf('a2')).toBeUndefined();

    rememberPosition('a1', { scrollTop: 96, active: 3 });
    store.getState().sortBy('expiry');
    expect(positionOf('a1')).toBeUndefined();
  });
});
