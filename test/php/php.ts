import { execFileSync } from 'node:child_process';

const MISSING =
  "PHP's command line (`php`) is not installed, and this suite checks the app's encodings against PHP itself. Install it with `bash scripts/system-deps.sh` (Debian: apt-get install php-cli).";

/** Runs `php -r code args…` and returns its standard output; a missing PHP fails loudly. */
export function runPhp(code: string, ...args: string[]): string {
  try {
    return execFileSync('php', ['-r', code, '--', ...args], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(MISSING, { cause: err });
    throw err;
  }
}

/** PHP's version, to fail the suite at once when PHP is missing. */
export function phpVersion(): string {
  return runPhp('echo PHP_VERSION;');
}
