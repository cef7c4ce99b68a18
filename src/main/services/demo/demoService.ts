import { startSimulator } from '../../../sandbox';
import type { Simulator, SimulatorOptions } from '../../../sandbox';
import type { AccountSummary, DemoStatus } from '../../../shared/accounts/accountTypes';
import { AppFailure } from '../../../shared/ipc/errors';
import type { Profile } from '../../profiles';
import { DEMO_ACCOUNT_ID, keyStatusOf, toSummary } from '../accounts';
import { importDemoPortfolio } from './demoPortfolio';

export const DEMO_ACCOUNT_LABEL = 'Demo account';

/** Long enough to see an order pending, short enough to see it become active. */
export const DEMO_PROVISIONING_DELAY_MS = 20_000;
export const DEMO_TRANSFER_DELAY_MS = 60_000;

/** What the demo needs from the app: switching to the demo profile and back. */
export interface DemoHost {
  readonly demoOnly: boolean;
  current(): Profile;
  /** Makes the demo profile current (a fresh one when none is open) and returns it. */
  enterDemo(): Profile;
  leaveDemo(): Promise<boolean>;
}

export interface DemoServiceDeps {
  readonly host: DemoHost;
  readonly startSimulator?: (options: SimulatorOptions) => Promise<Simulator>;
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
  const start = deps.startSimulator ?? startSimulator;
  const simulators = new WeakMap<Profile, Simulator>();
  const keys = new Set<string>();
  let starting: Promise<AccountSummary> | undefined;

  const simulatorFor = async (profile: Profile): Promise<Simulator> => {
    const running = simulators.get(profile);
    if (running) return running;
    const sim = await start({
      seed: deps.demoDomains === undefined ? 'demo' : { demoDomains: deps.demoDomains },
      provisioningDelayMs: DEMO_PROVISIONING_DELAY_MS,
      transferDelayMs: DEMO_TRANSFER_DELAY_MS,
    });
    simulators.set(profile, sim);
    profile.onClose(() => sim.close());
    return sim;
  };

  const createDemoAccount = async (profile: Profile): Promise<AccountSummary> => {
    const existing = profile.cache.accounts.get(DEMO_ACCOUNT_ID);
    if (existing && simulators.has(profile)) {
      return toSummary(existing, await keyStatusOf(profile.secrets, DEMO_ACCOUNT_ID));
    }
    const sim = await simulatorFor(profile);
    const credentials = sim.demoCredentials;
    if (!credentials) throw new Error('The demo simulator started without its demo account.');
    keys.add(credentials.apiKey);
    // Keys of the demo profile live in memory: the demo never touches the user's keychain.
    await profile.secrets.setApiKey(DEMO_ACCOUNT_ID, credentials.apiKey);
    profile.cache.accounts.create({
      id: DEMO_ACCOUNT_ID,
      label: DEMO_ACCOUNT_LABEL,
      baseUrl: sim.baseUrl,
      email: credentials.email,
      currency: sim.account(credentials.email)?.currency ?? null,
    });
    // The demo's cache starts fresh every run and is thrown away, so its commits need not
    // wait for the disk: at 100,000 domains that makes the first fill several times faster.
    profile.cache.db.exec('PRAGMA synchronous = NORMAL');
    await importDemoPortfolio(
      profile.cache,
      DEMO_ACCOUNT_ID,
      await sim.portfolioOf(credentials.email),
    );
    // The balance comes through the API, as for any account.
    const client = await profile.clients.provide(DEMO_ACCOUNT_ID);
    profile.cache.accounts.recordBalance(DEMO_ACCOUNT_ID, await client.credits());
    profile.ctx.events.emit('cache:changed', { scope: 'accounts', keys: [DEMO_ACCOUNT_ID] });
    profile.ctx.events.emit('cache:changed', { scope: 'domains' });
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
