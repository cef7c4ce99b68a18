import { describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/ipc';
import { createEventHub } from '../events/eventHub';
import { windowsEventSink } from './windowEvents';

function fakeWindow(destroyed = false) {
  const received: [string, unknown][] = [];
  return {
    received,
    isDestroyed: () => destroyed,
    send: (channel: string, payload: unknown) => {
      received.push([channel, payload]);
    },
  };
}

describe('events from main to every window', () => {
  it('reaches every open window and skips closed ones', () => {
    const hub = createEventHub();
    const open1 = fakeWindow();
    const open2 = fakeWindow();
    const closed = fakeWindow(true);
    hub.addSink(windowsEventSink(() => [open1, closed, open2]));
    hub.emit('connectivity:changed', {
      accountId: 'acct-1',
      online: false,
      checkedAt: '2026-11-22T10:00:00.000Z',
    });
    const expected = [
      [
        'connectivity:changed',
        { accountId: 'acct-1', online: false, checkedAt: '2026-11-22T10:00:00.000Z' },
      ],
    ];
    expect(open1.received).toEqual(expected);
    expect(open2.received).toEqual(expected);
    expect(closed.received).toEqual([]);
  });

  it('keeps delivering to the others when one sink fails, and stops after detaching', () => {
    const logged: string[] = [];
    const hub = createEventHub({ log: (line) => logged.push(line) });
    const window = fakeWindow();
    hub.addSink(() => {
      throw new Error('renderer gone');
    });
    const detach = hub.addSink(windowsEventSink(() => [window]));
    hub.emit('cache:changed', { scope: 'settings' });
    detach();
    hub.emit('cache:changed', { scope: 'notices' });
    expect(window.received).toEqual([['cache:changed', { scope: 'settings' }]]);
    expect(logged).toEqual([
      expect.stringContaining('cache:changed could not be delivered'),
      expect.stringContaining('cache:changed could not be delivered'),
    ]);
  });

  it('refuses an event the contract does not declare', () => {
    const hub = createEventHub();
    expect(() => {
      hub.emit('jobs:exploded' as EventName, { scope: 'settings' });
    }).toThrow(/Unknown event/);
  });
});
