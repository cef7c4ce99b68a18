import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FirstRunPage } from '../e2e/pages/firstRunPage';
import { launchPackaged } from './packagedApp';

/**
 * Quit and start again, as a user does every day: quitting closes the cache cleanly, so the
 * second start skips the full integrity check, and both starts are in the log file.
 */
const userData = mkdtempSync(join(tmpdir(), 'domaindesk-restart-'));
afterAll(() => {
  rmSync(userData, { recursive: true, force: true });
});

describe('the packaged app, quit and started again', () => {
  it('closes its cache on quit, and the next start skips the full check and says so in its log', async () => {
    const first = await launchPackaged(userData);
    const logFolder = await first.evaluate(({ app }) => app.getPath('logs'));
    await new FirstRunPage(await first.firstWindow()).waitUntilShown();
    await first.close();

    const second = await launchPackaged(userData);
    await new FirstRunPage(await second.firstWindow()).waitUntilShown();
    await second.close();

    const logFile = join(logFolder, 'main.log');
    expect(existsSync(logFile)).toBe(true);
    const opens = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('Opened the user cache'));
    expect(opens).toEqual([
      expect.stringContaining('after a full integrity check (not closed cleanly)'),
      expect.stringContaining('closed cleanly, so the full integrity check was skipped'),
    ]);
    expect(readFileSync(logFile, 'utf8')).toContain('Closed cleanly.');
  });
});
