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

const { utilityProcessLauncher } = await import('./utilityProcessLauncher');

beforeEach(() => {
  started.length = 0;
  fakeApp.removeAllListeners();
});

describe('the demo simulator as an Electron utility process', () => {
  it('starts the entry under its own name and delivers messages once it is up', () => {
    const link = utilityProcessLauncher('/app/out/main/demoSimulator.js');
    const [{ entry, options, process } = expect.unreachable()] = started;
    expect(entry).toBe('/app/out/main/demoSimulator.js');
    expect(options).toMatchObject({ serviceName: 'DomainDesk demo simulator' });

    link.postMessage({ kind: 'start', options: { seed: 'demo' } });
    expect(process.sent).toEqual([]);
    process.emit('spawn');
    expect(process.sent).toEqual([{ kind: 'start', options: { seed: 'demo' } }]);
    link.postMessage({ kind: 'fill', id: 1, cacheFile: 'c', accountId: 'demo', email: 'e' });
    expect(process.sent).toHaveLength(2);
  });

  it('hands on what the process says and when it ends', () => {
    const link = utilityProcessLauncher('/entry.js');
    const [{ process } = expect.unreachable()] = started;
    const messages: unknown[] = [];
    const exits: (number | null)[] = [];
    link.onMessage((message) => messages.push(message));
    link.onExit((code) => exits.push(code));
    process.emit('message', { kind: 'filled', id: 1, written: 300 });
    process.emit('exit', 3);
    expect(messages).toEqual([{ kind: 'filled', id: 1, written: 300 }]);
    expect(exits).toEqual([3]);
  });

  it('is ended when the app quits', () => {
    utilityProcessLauncher('/entry.js');
    const [{ process } = expect.unreachable()] = started;
    fakeApp.emit('will-quit');
    expect(process.killed).toBe(true);
  });

  it('stops listening for the quit once it has ended by itself', () => {
    utilityProcessLauncher('/entry.js');
    const [{ process } = expect.unreachable()] = started;
    process.emit('exit', 0);
    expect(fakeApp.listenerCount('will-quit')).toBe(0);
  });
});
