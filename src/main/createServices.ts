import type { AppInfo } from '../shared/ipc';

export const APP_NAME = 'DomainDesk';

export interface ServiceOptions {
  readonly version: string;
  readonly platform: string;
  readonly transport: AppInfo['transport'];
  /** Run against the built-in demo account instead of the user's accounts. */
  readonly demo: boolean;
}

/** Everything the request handlers call into. Grows with each feature (accounts, domains...). */
export interface Services {
  readonly app: { info(): AppInfo };
}

/**
 * The one place that assembles the main-process services, shared by the Electron main process
 * and the web preview so both serve the same behaviour.
 */
export function createServices(options: ServiceOptions): Services {
  const info: AppInfo = {
    name: APP_NAME,
    version: options.version,
    platform: options.platform,
    transport: options.transport,
    demo: options.demo,
  };
  return { app: { info: () => info } };
}
