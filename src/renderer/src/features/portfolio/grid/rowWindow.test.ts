import { describe, expect, it } from 'vitest';
import type {
  PortfolioPage,
  PortfolioRow,
} from '../../../../../shared/ipc/channels/portfolioTypes';
import { FIRST_ROWS, KEEP_PAGES, MAX_IN_FLIGHT, createRowWindow } from './rowWindow';

const TOTAL = 100_000;
const nameOf = (i: number) => `d${String(i).padStart(6, '0')}.com`;

function pageAt(offset: number, limit: number): PortfolioPage {
  const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) => {
    const name = nameOf(offset + i);
    return { name, unicodeName: name } as PortfolioRow;
  });
  return { total: TOTAL, offset, limit, rows };
}

/** A fake `portfolio:list` over 100,000 rows that answers at once. */
function pages() {
  const asked: number[] = [];
  const limits: number[] = [];
  const fetchPage = (offset: number, limit: number): Promise<PortfolioPage> => {
    asked.push(offset);
    limits.push(limit);
    return Promise.resolve(pageAt(offset, limit));
  };
  return { asked, limits, fetchPage };
}

/** The same, answering only when told, as a busy services process does. */
function heldPages() {
  const waiting: { offset: number; answer: () => void }[] = [];
  const fetchPage = (offset: number, limit: number) =>
    new Promise<PortfolioPage>((resolve) => {
      waiting.push({
        offset,
        answer: () => {
          resolve(pageAt(offset, limit));
        },
      });
    });
  const answerFirst = async (): Promise<void> => {
    waiting.shift()?.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { waiting, fetchPage, answerFirst };
}

describe('the grid rows held in the renderer', () => {
  it('holds only the pages around what is drawn while scrolling through 100,000 rows', async () => {
    const { fetchPage } = pages();
    const rows = createRowWindow(fetchPage);
    for (let first = 0; first < TOTAL; first += 5_000) {
      await rows.load(first, first + 40);
      rows.show(first, first + 40);
      expect(rows.heldPages().length).toBeLessThanOrEqual(KEEP_PAGES);
    }
    await rows.load(99_990, 99_999);
    expect(rows.rowAt(99_999)?.name).toBe(nameOf(99_999));
    expect(rows.rowAt(0)).toBeUndefined();
    expect(rows.total()).toBe(TOTAL);
  });

  it('a fast scroll asks for a few pages at a time and then for where it stopped, not for every page it passed', async () => {
    const { waiting, fetchPage, answerFirst } = heldPages();
    const rows = createRowWindow(fetchPage);
    const top = rows.load(0, 99);
    await answerFirst();
    await top;
    const asked: number[] = [];
    // 400 steps from the top to the bottom, faster than the pages answer.
    for (let step = 1; step <= 400; step += 1) {
      const first = Math.round(((TOTAL - 30) * step) / 400);
      rows.show(first, first + 30);
      for (const request of waiting)
        if (!asked.includes(request.offset)) asked.push(request.offset);
      expect(waiting.length).toBeLessThanOrEqual(MAX_IN_FLIGHT);
      if (step % 50 === 0) await answerFirst();
    }
    while (waiting.length > 0) {
      for (const request of waiting)
        if (!asked.includes(request.offset)) asked.push(request.offset);
      await answerFirst();
    }
    expect(rows.rowAt(TOTAL - 1)?.name).toBe(nameOf(TOTAL - 1));
    expect(asked.length).toBeLessThan(20);
  });

  it('End asks for the last page alone, never for one past the end', async () => {
    const { asked, fetchPage } = pages();
    const rows = createRowWindow(fetchPage);
    await rows.load(0, 99);
    rows.show(TOTAL - 31, TOTAL + 19);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([0, TOTAL - 100]);
    expect(rows.rowAt(TOTAL - 1)?.name).toBe(nameOf(TOTAL - 1));
  });

  it('tells its listeners when a page arrives', async () => {
    const { fetchPage } = pages();
    const rows = createRowWindow(fetchPage);
    let told = 0;
    const stop = rows.subscribe(() => {
      told += 1;
    });
    const before = rows.version();
    await rows.load(0, 199);
    stop();
    await rows.load(500, 599);
    expect(told).toBe(2);
    expect(rows.version()).toBe(before + 3);
  });

  it('a page that could not be read is asked for again when the view moves, not over and over', async () => {
    let asked = 0;
    const rows = createRowWindow(() => {
      asked += 1;
      return Promise.resolve(null);
    });
    rows.show(0, 30);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toBe(1);
    rows.show(1, 31);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toBe(2);
  });

  it("a new query's first rows come in a small answer; the rest of the page is asked for once drawn", async () => {
    const { asked, limits, fetchPage } = pages();
    const rows = createRowWindow(fetchPage, [0, FIRST_ROWS - 1]);
    await rows.loadFirst(FIRST_ROWS);
    expect(limits).toEqual([FIRST_ROWS]);
    expect(rows.rowAt(FIRST_ROWS - 1)?.name).toBe(nameOf(FIRST_ROWS - 1));
    expect(rows.rowAt(FIRST_ROWS)).toBeUndefined();
    expect(rows.total()).toBe(TOTAL);

    rows.show(10, FIRST_ROWS - 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(limits).toEqual([FIRST_ROWS]);

    rows.show(20, FIRST_ROWS + 10);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([0, 0]);
    expect(rows.rowAt(FIRST_ROWS + 10)?.name).toBe(nameOf(FIRST_ROWS + 10));
    expect(rows.rowAt(99)?.name).toBe(nameOf(99));
  });

  it('a whole page asked for while its first rows are on their way follows them', async () => {
    const { waiting, fetchPage, answerFirst } = heldPages();
    const rows = createRowWindow(fetchPage, [0, FIRST_ROWS - 1]);
    const first = rows.loadFirst(FIRST_ROWS);
    const whole = rows.load(0, 99);
    await answerFirst();
    await first;
    expect(rows.rowAt(99)).toBeUndefined();
    expect(waiting.map((request) => request.offset)).toEqual([0]);
    await answerFirst();
    await whole;
    expect(rows.rowAt(99)?.name).toBe(nameOf(99));
  });
});
