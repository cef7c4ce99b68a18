import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeServicesOnQuit } from './closeOnQuit';

/** Electron's app as far as quitting goes: `quit()` emits before-quit until nobody prevents it. */
function fakeApp() {
  const emitter = new EventEmitter();
  let quitted = 0;
  return {
    on: (event: 'before-quit', listener: (event: { preventDefault(): void }) => void) =>
      emitter.on(event, listener),
    quit() {
      const seen = { prevented: false };
      emitter.emit('before-quit', {
        preventDefault: () => {
          seen.prevented = true;
        },
      });
      if (!seen.prevented) quitted += 1;
    },
    quitted: () => quitted,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('quitting the desktop app', () => {
  it('waits for the services to close, then quits once', async () => {
    const app = fakeApp();
    let finishClose: () => void = () => undefined;
    const close = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishClose = resolve;
        }),
    );
    const lines: string[] = [];
    closeServicesOnQuit(app, { close, deadlineMs: 5000, log: (line) => lines.push(line) });

    app.quit();
    app.quit(); // a second Ctrl+Q while closing neither closes twice nor quits early
    expect(app.quitted()).toBe(0);
    finishClose();
    await vi.waitFor(() => {
      expect(app.quitted()).toBe(1);
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(['Closed cleanly.']);
  });

  it('quits at the deadline when closing hangs, and says so in the log', async () => {
    vi.useFakeTimers();
    const app = fakeApp();
    const lines: string[] = [];
    closeServicesOnQuit(app, {
      close: () => new Promise<void>(() => undefined),
      deadlineMs: 5000,
      log: (line) => lines.push(line),
    });
    app.quit();
    await vi.advanceTimersByTimeAsync(4999);
    expect(app.quitted()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(app.quitted()).toBe(1);
    expect(lines).toEqual(['The services were still closing after 5000 ms; quit anyway.']);
  });

  it('still quits when closing fails, with the failure in the log', async () => {
    const app = fakeApp();
    const lines: string[] = [];
    closeServicesOnQuit(app, {
      close: () => Promise.reject(new Error('disk full')),
      deadlineMs: 5000,
      log: (line) => lines.push(line),
    });
    app.quit();
    await vi.waitFor(() => {
      expect(app.quitted()).toBe(1);
    });
    expect(lines).toEqual(['Closing the services failed: Error: disk full']);
  });
});
