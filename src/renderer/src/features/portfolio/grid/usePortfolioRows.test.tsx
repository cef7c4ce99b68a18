// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PortfolioFilter,
  PortfolioPage,
  PortfolioRow,
} from '../../../../../shared/ipc/channels/portfolioTypes';
import type { GridSort } from './gridStore';
import { usePortfolioRows } from './usePortfolioRows';

interface Asked {
  readonly input: { text?: string; offset: number; limit: number };
  answer(names: readonly string[], total?: number): void;
}

/** A bridge whose `portfolio:list` answers only when the test says so, in any order. */
const asked: Asked[] = [];
let cacheChanged: ((change: { scope: string }) => void) | undefined;
Object.defineProperty(window, 'domainDesk', {
  configurable: true,
  value: {
    portfolioList: (input: Asked['input']) =>
      new Promise((resolve) => {
        asked.push({
          input,
          answer(names, total = names.length) {
            const rows = names.map((name) => ({ name, unicodeName: name }) as PortfolioRow);
            const data: PortfolioPage = { total, offset: input.offset, limit: input.limit, rows };
            resolve({ ok: true, data });
          },
        });
      }),
    onCacheChanged: (listener: (change: { scope: string }) => void) => {
      cacheChanged = listener;
      return () => undefined;
    },
  },
});

afterEach(() => {
  vi.useRealTimers();
});

const SORT: GridSort = { key: 'name', direction: 'asc' };

function renderRows(filter: PortfolioFilter) {
  asked.length = 0;
  return renderHook(({ current }) => usePortfolioRows('acc', current, SORT), {
    initialProps: { current: filter },
  });
}

const shownNames = (rows: ReturnType<typeof usePortfolioRows>['rows']) =>
  [0, 1].map((index) => rows.rowAt(index)?.name);

describe('the rows the portfolio grid shows', () => {
  it('asks once per keystroke and shows only the latest answer, whatever order answers come in', async () => {
    const hook = renderRows({});
    await act(async () => {
      asked[0]?.answer(['alpha.com', 'brave.net']);
      await Promise.resolve();
    });
    expect(asked).toHaveLength(1);
    expect(shownNames(hook.result.current.rows)).toEqual(['alpha.com', 'brave.net']);

    hook.rerender({ current: { text: 'b' } });
    hook.rerender({ current: { text: 'br' } });
    expect(asked.map((each) => each.input.text)).toEqual([undefined, 'b', 'br']);
    // Until an answer is here the grid keeps what it showed.
    expect(shownNames(hook.result.current.rows)).toEqual(['alpha.com', 'brave.net']);

    await act(async () => {
      asked[2]?.answer(['brave.net'], 1);
      await Promise.resolve();
    });
    await act(async () => {
      asked[1]?.answer(['bold.org', 'brave.net'], 2);
      await Promise.resolve();
    });
    expect(hook.result.current.total).toBe(1);
    expect(shownNames(hook.result.current.rows)).toEqual(['brave.net', undefined]);
  });

  it('reloads after a background change without emptying the rows in view meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hook = renderRows({});
    await act(async () => {
      asked[0]?.answer(['alpha.com', 'brave.net']);
      await Promise.resolve();
    });
    await act(async () => {
      cacheChanged?.({ scope: 'domains' });
      await vi.advanceTimersByTimeAsync(200);
      cacheChanged?.({ scope: 'domains' });
      await vi.advanceTimersByTimeAsync(199);
    });
    // Two changes in a burst: one reload, 400 ms after the first, and the old rows stay until
    // it answers.
    expect(asked).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(asked).toHaveLength(2);
    expect(shownNames(hook.result.current.rows)).toEqual(['alpha.com', 'brave.net']);
    await act(async () => {
      asked[1]?.answer(['alpha.com', 'brave.net', 'calm.io']);
      await Promise.resolve();
    });
    expect(hook.result.current.total).toBe(3);
    expect(hook.result.current.fromTop).toBe(false);
  });
});
