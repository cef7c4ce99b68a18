import { _electron as electron } from 'playwright-core';
import type { ElectronApplication } from 'playwright-core';

/** The packaged executable under test, as the release workflow names it. */
export function packagedExecutable(): string {
  const executablePath = process.env.DOMAINDESK_APP;
  if (executablePath === undefined || executablePath === '') {
    throw new Error('Set DOMAINDESK_APP to the packaged DomainDesk executable.');
  }
  return executablePath;
}

/** Starts the packaged app on a user-data folder of the test's own. */
export function launchPackaged(userData: string): Promise<ElectronApplication> {
  // GitHub's Ubuntu runners forbid the unprivileged user namespaces Chromium's OS sandbox
  // needs; the renderer sandbox (app.enableSandbox) still applies.
  const sandbox = process.platform === 'linux' ? ['--no-sandbox'] : [];
  return electron.launch({
    executablePath: packagedExecutable(),
    args: [...sandbox, `--user-data-dir=${userData}`],
    // The start-up update check asks a closed port on this machine, never the real feed.
    env: { ...process.env, DOMAINDESK_UPDATE_FEED: 'http://127.0.0.1:9/releases/latest' },
  });
}
