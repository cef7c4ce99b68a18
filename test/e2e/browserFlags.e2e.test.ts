import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './harness/browser';

let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

function disabledFeatures(argument: string): string[] {
  return argument.slice('--disable-features='.length).split(',').filter(Boolean);
}

it('keeps every feature Playwright disables and starts no omnibox renderer beside a tab', async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();

  // Chromium hands its command line to CDP only under --enable-automation: read it from /proc,
  // where it is sometimes one string (Chromium retitles its process) and none of ours has a space.
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  const pid = processInfo.find((info) => info.type === 'browser')?.id;
  const commandLine = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split(/[\0 ]/);
  const lists = commandLine.filter((argument) => argument.startsWith('--disable-features='));
  // Chromium reads the last one only: it must hold what each earlier one asked for.
  const effective = disabledFeatures(lists.at(-1) ?? '');
  const asked = lists.flatMap(disabledFeatures);
  expect(lists.length).toBeGreaterThan(1);
  expect(asked.filter((feature) => !effective.includes(feature))).toEqual([]);

  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url)).toEqual(['about:blank']);
});
