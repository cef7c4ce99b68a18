/** The part of Electron's `app` that quitting needs (so it can be tested without Electron). */
export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

export interface CloseOnQuitOptions {
  /** Stops jobs at a safe point and closes the caches (writing the clean-close marker). */
  readonly close: () => Promise<void>;
  /** How long quitting waits for `close` before it goes on regardless. */
  readonly deadlineMs: number;
  readonly log: (message: string) => void;
}

/**
 * Holds the first quit until the services are closed (or the deadline passes), then quits for
 * real. A clean close is what lets the next start skip the cache's full integrity check.
 */
export function closeServicesOnQuit(app: QuittingApp, options: CloseOnQuitOptions): void {
  let state: 'running' | 'closing' | 'closed' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        resolve('late');
      }, options.deadlineMs);
    });
    const closed = options.close().then(
      () => 'closed' as const,
      (error: unknown) => {
        options.log(`Closing the services failed: ${String(error)}`);
        return 'failed' as const;
      },
    );
    void Promise.race([closed, late]).then((how) => {
      clearTimeout(timer);
      if (how === 'closed') options.log('Closed cleanly.');
      if (how === 'late') {
        options.log(`The services were still closing after ${options.deadlineMs} ms; quit anyway.`);
      }
      state = 'closed';
      app.quit();
    });
  });
}
