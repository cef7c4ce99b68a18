import { describe, expect, it } from 'vitest';
import { channelNames } from '../../shared/ipc';
import { createServices } from '../createServices';
import type { Handlers } from './dispatcher';
import { createHandlers } from './handlers';

const services = createServices({
  version: '0.1.0',
  platform: 'darwin',
  transport: 'web',
  demo: true,
});

describe('the handler map', () => {
  it('has a handler for every contract channel and nothing else', () => {
    expect(Object.keys(createHandlers(services)).sort()).toEqual([...channelNames].sort());
  });

  it('reports the app name, version, platform, transport and demo flag', async () => {
    expect(await createHandlers(services)['app:info'](undefined)).toEqual({
      name: 'DomainDesk',
      version: '0.1.0',
      platform: 'darwin',
      transport: 'web',
      demo: true,
    });
  });

  it('does not compile with a missing or mistyped handler', () => {
    // @ts-expect-error: 'app:info' is missing.
    const missing: Handlers = {};
    const mistyped: Handlers = {
      // @ts-expect-error: app:info must answer an AppInfo.
      'app:info': () => 42,
    };
    expect([missing, mistyped]).toHaveLength(2);
  });
});
