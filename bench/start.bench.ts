import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_FLAGS_WITH_OMNIBOX,
  CHROMIUM_PATH,
} from '../test/e2e/harness/browser';
import { report } from './measure';

const ROOT = join(import.meta.dirname, '..');
const RENDERER = join(ROOT, 'out', 'renderer');
const BIN = join(ROOT, 'node_modules', '.bin');

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Raw and gzipped bytes of some built files. */
function sizes(files: readonly string[]): { raw: number; gzip: number } {
  return files.reduce(
    (sum, file) => {
      const body = readFileSync(join(RENDERER, file));
      return { raw: sum.raw + body.length, gzip: sum.gzip + gzipSync(body).length };
    },
    { raw: 0, gzip: 0 },
  );
}

/** A built chunk and every chunk it imports statically, transitively. */
function withStaticImports(file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(join(RENDERER, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    withStaticImports(`assets/${match[1] ?? ''}`, into);
  }
  return into;
}

/**
 * What `index.html` loads: the entry (its scripts, the chunks they import, the stylesheets)
 * and, preloaded beside it, the chunks of the screens the window can open on.
 */
export function initialRendererFiles(html: string): { entry: string[]; firstScreens: string[] } {
  const linked = [
    ...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\.\/([^"]+\.(?:js|css))"/g),
  ].map((match) => match[1] ?? '');
  const entry = new Set<string>();
  for (const script of html.matchAll(/<script[^>]*src="\.\/([^"]+\.js)"/g)) {
    withStaticImports(script[1] ?? '', entry);
  }
  for (const file of linked) if (file.endsWith('.css')) entry.add(file);
  return { entry: [...entry], firstScreens: linked.filter((file) => !entry.has(file)) };
}

function bundleFigures(): void {
  const initial = initialRendererFiles(readFileSync(join(RENDERER, 'index.html'), 'utf8'));
  const allJs = execFileSync('find', [join(RENDERER, 'assets'), '-name', '*.js'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((path) => path.slice(RENDERER.length + 1));
  const js = sizes(initial.entry.filter((file) => file.endsWith('.js')));
  const css = sizes(initial.entry.filter((file) => file.endsWith('.css')));
  const preloaded = sizes(initial.firstScreens);
  const total = sizes(allJs);
  console.log(
    `initial renderer JS: ${kB(js.raw)}, ${kB(js.gzip)} gzipped` +
      `  (before: one 1.27 MB chunk, 261 kB gzipped; target: minified, split by screen)`,
  );
  console.log(`initial renderer CSS: ${kB(css.raw)}, ${kB(css.gzip)} gzipped`);
  console.log(
    `preloaded for the welcome screen and Search: ${kB(preloaded.raw)}, ` +
      `${kB(preloaded.gzip)} gzipped, in ${initial.firstScreens.length} chunks`,
  );
  console.log(
    `all renderer JS: ${kB(total.raw)}, ${kB(total.gzip)} gzipped, in ${allJs.length} chunks`,
  );
}

interface RunningPreview {
  readonly url: string;
  /** From spawning the command to the page answering. */
  readonly answeredMs: number;
  stop(): Promise<void>;
}

/** Spawns a demo preview on a free port and waits for its page to answer. */
export async function spawnPreview(
  command: string,
  args: readonly string[],
): Promise<RunningPreview> {
  const start = performance.now();
  const child = spawn(command, [...args, '--port', '0', '--no-open'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString('utf8');
        const found = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(printed);
        if (found) resolve(found[0]);
      });
      child.once('exit', (code) => {
        reject(new Error(`The preview stopped (exit ${String(code)})`));
      });
    });
    const page = await fetch(url);
    await page.text();
    if (!page.ok) throw new Error(`The preview answered ${page.status}`);
    return { url, answeredMs: performance.now() - start, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function medianStart(runs: number, command: string, args: readonly string[]) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const preview = await spawnPreview(command, args);
    times.push(preview.answeredMs);
    await preview.stop();
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

const HEADING_SHOWN = 'domaindesk-heading-shown';

// Runs in the page, injected by the browser before the page's own scripts (the page's CSP does
// not apply to it): notes the first frame in which a heading with the given text exists, and
// says so on the console, which the bench hears without running anything in the page.
export const NOTE_HEADING = (text: string): string => `
  const observer = new MutationObserver(() => {
    const found = Array.from(document.querySelectorAll('h1, h2, h3, h4')).some(
      (element) => element.textContent.trim() === ${JSON.stringify(text)},
    );
    if (!found) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.firstScreenMs = performance.now();
      console.debug('${HEADING_SHOWN} ' + window.firstScreenMs);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * From navigation start to the first frame with the screen's heading, measured in the page.
 * Heard on the console: polling the page (`waitForFunction`) would have Playwright inject its
 * own script into it, 20–25 ms of the page's main thread in the middle of the start.
 */
async function timeToHeading(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    const shown = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(HEADING_SHOWN),
    });
    await page.goto(url, { waitUntil: 'commit' });
    return Number((await shown).text().slice(HEADING_SHOWN.length + 1));
  } finally {
    await page.close();
  }
}

/**
 * A first-ever start (a fresh browser context: nothing cached) and a repeat start (the third
 * load in that context: scripts from the HTTP cache with the code Chromium compiled for them,
 * as a desktop app started again finds them).
 */
export async function navigationToHeading(browser: Browser, url: string, heading: string) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  try {
    await context.addInitScript(NOTE_HEADING(heading));
    const first = await timeToHeading(context, url);
    await timeToHeading(context, url);
    return { first, repeat: await timeToHeading(context, url) };
  } finally {
    await context.close();
  }
}

function median(times: number[]): number {
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

async function medianNavigation(runs: number, browser: Browser, url: string, heading: string) {
  const first: number[] = [];
  const repeat: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const times = await navigationToHeading(browser, url, heading);
    first.push(times.first);
    repeat.push(times.repeat);
  }
  return { first: median(first), repeat: median(repeat) };
}

/** Opens the demo account once, so that later loads of the page open on Search. */
export async function startDemo(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.getByRole('button', { name: 'Explore with a demo account' }).click();
    await page.getByRole('heading', { name: 'Bulk search' }).waitFor();
  } finally {
    await page.close();
  }
}

/**
 * Search's start in headless Chromium as it comes: each new tab also starts the omnibox popup's
 * renderers, which an app window does not have; the figures before they were turned off.
 */
async function navigationWithOmnibox(runs: number, url: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS_WITH_OMNIBOX,
  });
  try {
    return await medianNavigation(runs, browser, url, 'Bulk search');
  } finally {
    await browser.close();
  }
}

/** Renderer size, and the browser preview's start: command to page, navigation to screen. */
export async function startBench(runs: number): Promise<void> {
  const buildStart = performance.now();
  execFileSync(join(BIN, 'electron-vite'), ['build'], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(join(BIN, 'vite'), ['build', '-c', 'vite.preview.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  report('build: app and preview server', performance.now() - buildStart);
  bundleFigures();

  const compiled = {
    name: 'the same from the sources through tsx (before)',
    ms: await medianStart(runs, join(BIN, 'tsx'), ['src/web/cli.ts']),
  };
  const built = await medianStart(runs, process.execPath, ['out/web/cli.js']);
  report(`preview start, command to page answered (target ≤ 1500 ms)`, built, compiled);
  report(compiled.name, compiled.ms);
  console.log(`  out/web/cli.js: ${kB(statSync(join(ROOT, 'out/web/cli.js')).size)}`);

  const preview = await spawnPreview(process.execPath, ['out/web/cli.js']);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    console.log(
      `  load average: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
    const welcome = await medianNavigation(runs, browser, preview.url, 'Welcome to DomainDesk');
    report('navigation to the welcome screen, first start (target ≤ 400 ms)', welcome.first);
    report('navigation to the welcome screen, repeat start', welcome.repeat);
    await startDemo(browser, preview.url);
    const search = await medianNavigation(runs, browser, preview.url, 'Bulk search');
    const withOmnibox = await navigationWithOmnibox(runs, preview.url);
    report('navigation to Search, an account open, first start', search.first, {
      name: 'the same in a browser starting its omnibox beside each tab (before)',
      ms: withOmnibox.first,
    });
    report('navigation to Search, an account open, repeat start', search.repeat, {
      name: 'the same in a browser starting its omnibox beside each tab (before)',
      ms: withOmnibox.repeat,
    });
    console.log(
      `  load average: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await browser.close();
    await preview.stop();
  }
}
