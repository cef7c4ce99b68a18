import type { AccountSummary, DemoStatus } from '../../../shared/accounts/accountTypes';
import { AppFailure } from '../../../shared/ipc/errors';
import type { Cache } from '../../cache/openCache';
import type { SecretStore } from '../../secrets';
import { DEMO_ACCOUNT_ID, keyStatusOf, toSummary } from '../accounts';
import type { ClientRegistry } from '../accounts';
import type { ServiceContext } from '../serviceContext';
import type { ChildLauncher, SimulatorChildOptions } from './simulatorChildProtocol';
import { seedDemoCheckout } from './demoCheckout';
import { startSimulatorProcess } from './simulatorProcess';
import type { SimulatorProcess } from './simulatorProcess';

export const DEMO_ACCOUNT_LABEL = 'Demo account';

/** Long enough to see an order pending, short enough to see it become active. */
export const DEMO_PROVISIONING_DELAY_MS = 20_000;
export const DEMO_TRANSFER_DELAY_MS = 60_000;

/**
 * What the demo works on of a profile (`src/main/profiles.ts` builds them): declared here so
 * the service depends on the parts it uses, not on the code that assembles the app.
 */
export interface DemoProfile {
  readonly kind: 'user' | 'demo';
  readonly cache: Cache;
  readonly secrets: SecretStore;
  readonly clients: Pick<ClientRegistry, 'provide'>;
  readonly ctx: Pick<ServiceContext, 'events'>;
  /** Registers work to do when the profile closes: the demo's simulator stops there. */
  onClose(task: () => Promise<void> | void): void;
}

/** What the demo needs from the app: switching to the demo profile and back. */
export interface DemoHost {
  readonly demoOnly: boolean;
  current(): DemoProfile;
  /** Makes the demo profile current (a fresh one when none is open) and returns it. */
  enterDemo(): DemoProfile;
  leaveDemo(): Promise<boolean>;
}

export interface DemoServiceDeps {
  readonly host: DemoHost;
  /** How the simulator's process is started; Node's `fork` when omitted. */
  readonly launch?: ChildLauncher;
  /** How many domains the demo account holds; the simulator's small demo when omitted. */
  readonly demoDomains?: number;
}

export interface DemoService {
  status(): Promise<DemoStatus>;
  /** Starts the simulator and the demo account (once) and answers with the account. */
  start(): Promise<AccountSummary>;
  exit(): Promise<DemoStatus>;
  /** The demo's key, so error text can be scrubbed of it; empty before the demo starts. */
  knownSecrets(): readonly string[];
}

export function createDemoService(deps: DemoServiceDeps): DemoService {
  const { host } = deps;
  const simulators = new WeakMap<DemoProfile, SimulatorProcess>();
  const keys = new Set<string>();
  let starting: Promise<AccountSummary> | undefined;

  const simulatorFor = async (profile: DemoProfile): Promise<SimulatorProcess> => {
    const running = simulators.get(profile);
    if (running) return running;
    const options: SimulatorChildOptions = {
      seed: deps.demoDomains === undefined ? 'demo' : { demoDomains: deps.demoDomains },
      provisioningDelayMs: DEMO_PROVISIONING_DELAY_MS,
      transferDelayMs: DEMO_TRANSFER_DELAY_MS,
    };
    const sim = await startSimulatorProcess(options, deps.launch);
    simulators.set(profile, sim);
    profile.onClose(() => sim.close());
    return sim;
  };

  const createDemoAccount = async (profile: DemoProfile): Promise<AccountSummary> => {
    const existing = profile.cache.accounts.get(DEMO_ACCOUNT_ID);
    if (existing && simulators.has(profile)) {
      return toSummary(existing, await keyStatusOf(profile.secrets, existing));
    }
    if (profile.cache.filePath === ':memory:') {
      throw new Error('The demo needs a data folder: its portfolio is written into a cache file.');
    }
    const sim = await simulatorFor(profile);
    const credentials = sim.demo;
    if (!credentials) throw new Error('The demo simulator started without its demo account.');
    keys.add(credentials.apiKey);
    // Keys of the demo profile live in memory: the demo never touches the user's keychain.
    await profile.secrets.setApiKey(
      { id: DEMO_ACCOUNT_ID, baseUrl: sim.baseUrl, email: credentials.email },
      credentials.apiKey,
    );
    profile.cache.accounts.create({
      id: DEMO_ACCOUNT_ID,
      label: DEMO_ACCOUNT_LABEL,
      baseUrl: sim.baseUrl,
      email: credentials.email,
      currency: credentials.currency,
    });
    // Filled by the simulator's process through a connection of its own: writing 100,000
    // rows and building their indexes here would stall the services for a second or more.
    await sim.fillCache(profile.cache.filePath, DEMO_ACCOUNT_ID, credentials.email);
    seedDemoCheckout({ cache: profile.cache, events: profile.ctx.events });
    // The balance comes through the API, as for any account.
    const client = await profile.clients.provide(DEMO_ACCOUNT_ID);
    profile.cache.accounts.recordBalance(DEMO_ACCOUNT_ID, await client.credits());
    profile.ctx.events.emit('cache:changed', { scope: 'accounts', accountId: DEMO_ACCOUNT_ID });
    profile.ctx.events.emit('cache:changed', { scope: 'domains', accountId: DEMO_ACCOUNT_ID });
    const account = profile.cache.accounts.get(DEMO_ACCOUNT_ID);
    if (!account) throw new Error('The demo account vanished while it was being set up.');
    return toSummary(account, 'stored');
  };

  const status = (): Promise<DemoStatus> => {
    const profile = host.current();
    const active = profile.kind === 'demo';
    return Promise.resolve({
      active,
      started:
        active && simulators.has(profile) && profile.cache.accounts.get(DEMO_ACCOUNT_ID) !== null,
      canExit: !host.demoOnly,
      keysInMemory: active,
    });
  };

  return {
    status,

    start() {
      starting ??= (async () => {
        const wasActive = host.current().kind === 'demo';
        const profile = host.enterDemo();
        if (!wasActive) profile.ctx.events.emit('cache:changed', { scope: 'profile' });
        return createDemoAccount(profile);
      })().finally(() => {
        starting = undefined;
      });
      return starting;
    },

    async exit() {
      if (host.demoOnly) {
        throw new AppFailure(
          'conflict',
          'This run of DomainDesk is a demo, so there are no other accounts to go back to. Start DomainDesk without the demo option to use your own accounts.',
        );
      }
      if (host.current().kind === 'demo' && (await host.leaveDemo())) {
        host.current().ctx.events.emit('cache:changed', { scope: 'profile' });
      }
      return status();
    },

    knownSecrets: () => [...keys],
  };
}
