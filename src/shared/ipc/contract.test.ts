import { describe, expect, it } from 'vitest';
import { createBridgeApi } from './bridgeApi';
import type { BridgeTransport } from './bridgeApi';
import { channelNames, eventNames } from './contract';
import { APP_ERROR_KINDS } from './errors';
import { CONTRACT_NAME_PATTERN, methodName, subscriptionName } from './names';

function recordingTransport(answer: () => Promise<unknown>) {
  const calls: { channel: string; input: unknown }[] = [];
  const subscriptions: string[] = [];
  const transport: BridgeTransport = {
    invoke: (channel, input) => {
      calls.push({ channel, input });
      return answer();
    },
    subscribe: (event) => {
      subscriptions.push(event);
      return () => undefined;
    },
  };
  return { transport, calls, subscriptions };
}

describe('the IPC contract', () => {
  it('names every channel and event registry:method so the derived method names are valid', () => {
    for (const name of [...channelNames, ...eventNames]) {
      expect(name).toMatch(CONTRACT_NAME_PATTERN);
    }
  });

  it('derives method names from channel names and subscriptions from event names', () => {
    expect(methodName('app:info')).toBe('appInfo');
    expect(methodName('domains:saveDns')).toBe('domainsSaveDns');
    expect(subscriptionName('jobs:progress')).toBe('onJobsProgress');
    expect(subscriptionName('cache:changed')).toBe('onCacheChanged');
  });

  it('gives every channel and event a distinct name on window.domainDesk', () => {
    const names = [...channelNames.map(methodName), ...eventNames.map(subscriptionName)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists each error kind once, including the app kinds the UI switches on', () => {
    expect(new Set(APP_ERROR_KINDS).size).toBe(APP_ERROR_KINDS.length);
    for (const kind of ['invalid_input', 'forbidden_sender', 'keychain_unavailable', 'internal']) {
      expect(APP_ERROR_KINDS).toContain(kind);
    }
    expect(APP_ERROR_KINDS).toContain('outcome_unknown');
  });
});

describe('the bridge API built from the contract', () => {
  it('exposes exactly one method per channel and one subscription per event', () => {
    const { transport } = recordingTransport(() => Promise.resolve({ ok: true, data: null }));
    const api = createBridgeApi(transport);
    expect(Object.keys(api).sort()).toEqual(
      [...channelNames.map(methodName), ...eventNames.map(subscriptionName)].sort(),
    );
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('sends a call to its channel and passes the envelope through', async () => {
    const envelope = { ok: true, data: { name: 'DomainDesk' } };
    const { transport, calls } = recordingTransport(() => Promise.resolve(envelope));
    const result = await createBridgeApi(transport).appInfo();
    expect(calls).toEqual([{ channel: 'app:info', input: undefined }]);
    expect(result).toEqual(envelope);
  });

  it('turns an unreachable or garbled answer into an internal error instead of throwing', async () => {
    const down = recordingTransport(() => Promise.reject(new Error('gone')));
    const downResult = await createBridgeApi(down.transport).appInfo();
    expect(!downResult.ok && downResult.error.kind).toBe('internal');

    const garbled = recordingTransport(() =>
      Promise.resolve({ ok: false, error: { kind: 'made_up', message: 'x' } }),
    );
    const garbledResult = await createBridgeApi(garbled.transport).appInfo();
    expect(!garbledResult.ok && garbledResult.error.kind).toBe('internal');
  });
});
