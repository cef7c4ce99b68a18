import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PortfolioSortKey } from '../src/shared/ipc/channels/portfolioTypes';
import { startPreview } from '../src/web/preview';
import type { Preview } from '../src/web/preview';
import { openBrowser } from '../test/e2e/harness/browser';
import { ARM_PROBE, lastRowNamed, rowNamed, scrollProbe, textShown } from './browserProbes';
import { medianMs } from './measure';
import { withLoopDelay } from './stall.bench';

const MB = 1024 * 1024;
const WAIT_MS = 300_000;

interface Target {
  readonly ms?: number;
  readonly ofSelect?: number;
  readonly mb?: number;
}

/** One figure with its target; a miss is marked so the reader sees it. */
function print(
  name: string,
  value: number,
  unit: 'ms' | 'MB',
  target: Target,
  select?: number,
  note?: string,
) {
  const ratio = select === undefined ? '' : ` = ${(value / select).toFixed(3)}× SELECT`;
  const limits = [
    target.ms !== undefined && `≤ ${target.ms} ms`,
    target.ofSelect !== undefined && `≤ ${target.ofSelect}× SELECT`,
    target.mb !== undefined && `≤ ${target.mb} MB`,
  ].filter(Boolean);
  const missed =
    (target.ms !== undefined && value > target.ms) ||
    (target.mb !== undefined && value > target.mb) ||
    (target.ofSelect !== undefined && select !== undefined && value > target.ofSelect * select);
  console.log(
    `${name.padEnd(58)} ${value.toFixed(unit === 'ms' ? 1 : 0).padStart(8)} ${unit}${ratio}  (target ${limits.join(', ')})${missed ? '  MISSED' : ''}${note === undefined ? '' : `  [${note}]`}`,
  );
}

/**
 * One plain `SELECT` of every row, median of 3, in a process of its own: 100,000 rows as
 * objects would otherwise swell this process, which is also the services', and its RSS.
 */
function plainSelectMs(file: string): number {
  const script = `
    const Database = require('libsql');
    const db = new Database(process.argv[1], { readonly: true });
    const times = [];
    for (let i = 0; i < 4; i += 1) {
      const start = performance.now();
      db.prepare('SELECT * FROM domains').all();
      times.push(performance.now() - start);
    }
    times.shift();
    times.sort((a, b) => a - b);
    process.stdout.write(String(times[1]));`;
  return Number(execFileSync(process.execPath, ['-e', script, file], { encoding: 'utf8' }));
}

/** Runs `act` (real input through Playwright) and answers the in-page time until `check` held. */
async function timed(page: Page, check: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(`window.__ddArm(${check})`);
  await act();
  return page.evaluate<number>('window.__ddDone');
}

function cacheOrder(preview: Preview, sort: PortfolioSortKey, direction: 'asc' | 'desc') {
  const list = (offset: number) =>
    preview.services.portfolio.list({ sort, direction, offset, limit: 1 }).rows[0]?.unicodeName ??
    '';
  return { first: list(0), last: list(preview.services.portfolio.list({ limit: 1 }).total - 1) };
}

/** Filter keystrokes timed; the median is printed, with the fastest and the slowest. */
const KEYSTROKES = 7;

const SORTED_COLUMNS: readonly [string, PortfolioSortKey][] = [
  ['Expiry', 'expiry'],
  ['Status', 'status'],
  ['Lock', 'locked'],
  ['Last synced', 'lastSynced'],
  ['Domain', 'name'],
];

/**
 * The portfolio at `domains` domains in Chromium through the preview: first rows, sorting and
 * jumping to the end, a filter keystroke, scrolling, select-all and a bulk action, memory.
 */
export async function browserBench(domains: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-bench-browser-'));
  const preview = await startPreview({ port: 0, demo: true, demoDomains: domains, dataDir });
  const session = await openBrowser();
  try {
    const count = domains.toLocaleString('en');
    await withLoopDelay(`demo start, ${count} domains (simulator's process: seed + cache)`, () =>
      preview.services.demo.start(),
    );
    print('services process RSS after the demo start', process.memoryUsage().rss / MB, 'MB', {
      mb: 300,
    });
    const select = plainSelectMs(join(dataDir, 'demo.sqlite'));
    console.log(
      `${'baseline: one plain SELECT of every row'.padEnd(58)} ${select.toFixed(1).padStart(8)} ms`,
    );

    const { page } = session;
    page.setDefaultTimeout(WAIT_MS);
    // The grid's page requests, counted per action: a sort or End should ask for one page.
    let pageRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(encodeURIComponent('portfolio:list'))) pageRequests += 1;
    });
    const requestsSince = (before: number) => `${String(pageRequests - before)} page request(s)`;
    await page.addInitScript(ARM_PROBE);
    await page.goto(preview.server.url);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const byName = cacheOrder(preview, 'name', 'asc');
    const accountId = preview.services.portfolio.list({ limit: 1 }).rows[0]?.accountId ?? '';
    const firstRows: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await nav.getByRole('button', { name: 'Search', exact: true }).click();
      firstRows.push(
        await timed(page, rowNamed(0, byName.first), () =>
          nav.getByRole('button', { name: 'Portfolio', exact: true }).click(),
        ),
      );
    }
    print('open the portfolio → first rows painted (first)', firstRows[0] ?? 0, 'ms', { ms: 400 });
    print('the same, median of 3', firstRows.sort((a, b) => a - b)[1] ?? 0, 'ms', { ms: 400 });

    const grid = page.getByRole('grid', { name: 'Portfolio' });
    // The column's header, not the select-all box whose name also says "domains".
    const columnHeader = (column: string) =>
      grid.getByRole('columnheader', { name: new RegExp(`^${column}\\b`) });
    for (const [column, key] of SORTED_COLUMNS) {
      for (let click = 0; click < 2; click += 1) {
        const ariaSort = await columnHeader(column).getAttribute('aria-sort');
        // A click sorts ascending, or flips the direction of the column already sorted.
        const direction = ariaSort === 'ascending' ? 'desc' : 'asc';
        const order = cacheOrder(preview, key, direction);
        const beforeSort = pageRequests;
        const sorted = await timed(page, rowNamed(0, order.first), () =>
          columnHeader(column).getByRole('button').click(),
        );
        print(
          `sort by ${column} ${direction} → rows painted`,
          sorted,
          'ms',
          { ms: 100, ofSelect: 0.15 },
          select,
          requestsSince(beforeSort),
        );
        await grid.focus();
        const beforeEnd = pageRequests;
        const end = await timed(page, lastRowNamed(order.last), () => page.keyboard.press('End'));
        print(
          `  End: the last of ${count} painted`,
          end,
          'ms',
          { ms: 100, ofSelect: 0.15 },
          select,
          requestsSince(beforeEnd),
        );
        await timed(page, rowNamed(0, order.first), () => page.keyboard.press('Home'));
        // The services' share: the same deep page asked for directly (for the account, as the
        // grid asks), no browser in between.
        const query = await medianMs(3, () =>
          preview.services.portfolio.list({
            accountId,
            sort: key,
            direction,
            offset: domains - 100,
          }),
        );
        print("  the services' query for that page alone", query, 'ms', { ms: 100 }, select);
      }
    }

    // Sorted by name descending now; the first keystroke in the empty Find box, several times
    // over (one keystroke alone moves by ±15 ms with the machine's load).
    const find = page.getByLabel('Find');
    const letter = 'z';
    const narrowedQuery = { accountId, text: letter, sort: 'name', direction: 'desc' } as const;
    const narrowed = preview.services.portfolio.list({ ...narrowedQuery, limit: 1 });
    const keystrokes: number[] = [];
    for (let round = 0; round < KEYSTROKES; round += 1) {
      await find.focus();
      keystrokes.push(
        await timed(
          page,
          `() => (${textShown(`${narrowed.total.toLocaleString('en')} domains match`)})() && (${rowNamed(0, narrowed.rows[0]?.unicodeName ?? '')})()`,
          () => find.press(letter),
        ),
      );
      await find.fill('');
      await page.getByText(`${count} domains`, { exact: true }).waitFor();
    }
    keystrokes.sort((a, b) => a - b);
    print(
      `filter keystroke → rows painted (no typing pause), median of ${KEYSTROKES}`,
      keystrokes[Math.floor(KEYSTROKES / 2)] ?? NaN,
      'ms',
      { ms: 50 },
      undefined,
      `${(keystrokes[0] ?? NaN).toFixed(1)}–${(keystrokes[KEYSTROKES - 1] ?? NaN).toFixed(1)} ms`,
    );
    const filterQuery = await medianMs(3, () => preview.services.portfolio.list(narrowedQuery));
    print("  the services' query for that filter alone", filterQuery, 'ms', { ms: 50 });

    const { last } = cacheOrder(preview, 'name', 'desc');
    const beforeScroll = pageRequests;
    const longest = await page.evaluate<number>(scrollProbe(400, last));
    print(
      `scroll top to bottom in 400 jumps: longest frame`,
      longest,
      'ms',
      { ms: 50 },
      undefined,
      requestsSince(beforeScroll),
    );
    print('  services process RSS before the bulk action', process.memoryUsage().rss / MB, 'MB', {
      mb: 300,
    });

    const selected = await timed(page, textShown(`${count} domains selected`), () =>
      page.getByRole('button', { name: `Select all ${count} domains` }).click(),
    );
    print(`select all ${count} → shown as selected`, selected, 'ms', { ms: 200 });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Sync from the API', exact: true }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: `Sync ${count} domains` });
    const started = await timed(
      page,
      `() => !!document.querySelector('[aria-label$=": progress"]')`,
      () => confirm.click(),
    );
    print(`start a bulk sync of ${count} → progress shown`, started, 'ms', { ms: 200 });
    await page
      .getByRole('button', { name: /^Cancel Syncing/ })
      .first()
      .click();
    print('  services process RSS with that job', process.memoryUsage().rss / MB, 'MB', {
      mb: 300,
    });
    // The services' share: the same bulk sync started directly, no browser in between.
    await withLoopDelay(`  the services start a sync of ${count} (read + job)`, async () => {
      const job = await preview.services.portfolio.syncMany({ accountId });
      preview.services.jobs.cancel(job.jobId);
    });

    const cdp = await session.context.newCDPSession(page);
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    print('renderer JS heap in use', heap.usedSize / MB, 'MB', { mb: 200 });
    print(
      'services process RSS (with this bench; the simulator apart)',
      process.memoryUsage().rss / MB,
      'MB',
      { mb: 300 },
    );
  } finally {
    await session.close();
    await preview.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
