import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';

class FakeUtilityProcess extends EventEmitter {
  readonly sent: unknown[] = [];
  killed = false;
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  kill(): boolean {
    this.killed = true;
    this.emit('exit', 0);
    return true;
  }
}

const started: { entry: string; options: unknown; process: FakeUtilityProcess }[] = [];
const fakeApp = new EventEmitter();

vi.mock('electron', () => ({
  app: fakeApp,
  utilityProcess: {
    fork: (entry: string, _args: string[], options: unknown) => {
      const process = new FakeUtilityProcess();
      started.push({ entry, options, process });
      return process;
    },
  },
}));

const { cacheChildLauncher } = await import('./cacheChildLauncher');

beforeEach(() => {
  started.length = 0;
  fakeApp.removeAllListeners();
});

describe('the cache check as an Electron utility process', () => {
  it('starts the built entry under its own name and sends the request once it is up', () => {
    const link = cacheChildLauncher('/app/out/main/cacheCheck.js');
    const [{ entry, options, process } = expect.unreachable()] = started;
    expect(entry).toBe('/app/out/main/cacheCheck.js');
    expect(options).toMatchObject({ serviceName: 'DomainDesk cache check' });
    link.postMessage({ kind: 'check', file: '/data/domaindesk.sqlite' });
    expect(process.sent).toEqual([]);
    process.emit('spawn');
    expect(process.sent).toEqual([{ kind: 'check', file: '/data/domaindesk.sqlite' }]);
  });

  it('hands on the answer, and an abort as the end of the process', () => {
    const link = cacheChildLauncher('/entry.js');
    const [{ process } = expect.unreachable()] = started;
    const messages: unknown[] = [];
    const exits: (number | null)[] = [];
    link.onMessage((message) => messages.push(message));
    link.onExit((code) => exits.push(code));
    process.emit('message', { kind: 'checked', ok: true });
    process.emit('exit', 134);
    expect(messages).toEqual([{ kind: 'checked', ok: true }]);
    expect(exits).toEqual([134]);
    expect(fakeApp.listenerCount('will-quit')).toBe(0);
  });

  it('is ended when the app quits', () => {
    cacheChildLauncher('/entry.js');
    const [{ process } = expect.unreachable()] = started;
    fakeApp.emit('will-quit');
    expect(process.killed).toBe(true);
  });
});
