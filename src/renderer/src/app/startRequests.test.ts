// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startDataText, WEB_START_META } from '../../../shared/ipc/startDataMeta';
import type { StartData } from '../../../shared/ipc/startDataMeta';
import { accountSummary } from '../testing/accountSummary';
import { installFakeBridge } from '../testing/fakeBridge';

const ACCOUNT = accountSummary({ id: 'a1', label: 'Main reseller account' });

const HANDED = {
  appInfo: {
    ok: true,
    data: {
      name: 'DomainDesk',
      version: '0.1.0',
      platform: 'linux',
      transport: 'web',
      demo: false,
    },
  },
  accounts: { ok: true, data: [ACCOUNT] },
  demo: { ok: true, data: { active: false, keysInMemory: false } },
} as unknown as StartData;

/** A fresh copy of the start-up modules, as a newly opened window has. */
async function freshStart() {
  vi.resetModules();
  const { startRequests } = await import('./startRequests');
  const { accountsInCache } = await import('../data/accounts');
  return { startRequests, accountsInCache };
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the requests the first screen waits for', () => {
  it('are answered from the page when the preview sent the answers with it', async () => {
    const meta = document.createElement('meta');
    meta.name = WEB_START_META;
    meta.content = startDataText(HANDED);
    document.head.append(meta);
    const bridge = installFakeBridge();
    const { startRequests, accountsInCache } = await freshStart();

    const started = startRequests();
    expect(await started.appInfo).toEqual(HANDED.appInfo);
    await started.firstScreen;

    expect(accountsInCache()).toEqual([ACCOUNT]);
    expect(bridge.calls).toEqual([]);
    // Read once: a script injected later finds nothing.
    expect(document.querySelector(`meta[name="${WEB_START_META}"]`)).toBeNull();
  });

  it('go through the bridge otherwise, each sent once however often it is asked', async () => {
    const bridge = installFakeBridge({ accountsList: () => [ACCOUNT] });
    const { startRequests, accountsInCache } = await freshStart();

    await startRequests().firstScreen;
    await startRequests().firstScreen;

    expect(accountsInCache()).toEqual([ACCOUNT]);
    expect(bridge.calls.map((call) => call.method).sort()).toEqual([
      'accountsList',
      'appInfo',
      'demoStatus',
    ]);
  });
});
