import type { AppInfo } from '../shared/ipc';
import type { EventHub } from './ipc/eventHub';
import { createProfileSwitch, openProfile } from './profiles';
import type { Profile } from './profiles';
import { createKeyringSecretBackend, createMemorySecretBackend } from './secrets';
import type { SecretBackend } from './secrets';
import { createAccountsService } from './services/accounts';
import type { AccountsService, ClientFactory } from './services/accounts';
import { createConnectivityProbe } from './services/accounts/connectivityProbe';
import type { ConnectivityProbe } from './services/accounts/connectivityProbe';
import { createContactProfilesService } from './services/contactProfiles';
import type { ContactProfilesService } from './services/contactProfiles';
import { createDemoService } from './services/demo';
import type { ChildLauncher, DemoService } from './services/demo';
import { createDomainsService } from './services/domains';
import type { DomainsService } from './services/domains';
import { createJobRunner } from './services/jobs';
import type { JobRunner } from './services/jobs';
import { createOrdersService } from './services/orders';
import type { OrdersService } from './services/orders';
import { createPortfolioService } from './services/portfolio';
import type { PortfolioService } from './services/portfolio';
import { createPricingService } from './services/pricing';
import type { PricingService } from './services/pricing';
import { createRenewalsService } from './services/renewals';
import type { RenewalsService } from './services/renewals';
import { createSearchService } from './services/search';
import type { SearchService } from './services/search';
import { createSettingsService } from './services/settings';
import type { SettingsService } from './services/settings';
import { createUserDataService } from './services/userData';
import type { UserDataService } from './services/userData';

export const APP_NAME = 'DomainDesk';

export interface ServiceOptions {
  readonly version: string;
  readonly platform: string;
  readonly transport: AppInfo['transport'];
  /**
   * The whole run is a demo: its own cache file (started fresh) and keys kept in memory only.
   * Otherwise the user's profile, which can still switch to the demo and back.
   */
  readonly demo: boolean;
  /** How many domains the demo account holds; a small demo when omitted. */
  readonly demoDomains?: number;
  /** Starts the demo simulator's process: Electron's utility process; Node's `fork` if omitted. */
  readonly launchDemoSimulator?: ChildLauncher;
  /** Folder of the cache files; omitted keeps every cache in memory (tests). */
  readonly dataDir?: string;
  /** Where contract events go (windows, web pages). */
  readonly events?: Pick<EventHub, 'emit'>;
  /** Where the user's API keys live; default the OS keychain. Never used by the demo. */
  readonly secretBackend?: SecretBackend;
  /** Wall clock in ms since the epoch. */
  readonly now?: () => number;
  /** Builds API clients; tests may wrap the real one. */
  readonly createClient?: ClientFactory;
  readonly log?: (message: string) => void;
}

/**
 * The services bound to one profile (its cache, keys and API clients). A feature is added
 * with one line here and one in `profileServices`; when the demo starts or ends, all of them
 * follow the current profile.
 */
export interface ProfileServices {
  readonly accounts: AccountsService;
  readonly jobs: JobRunner;
  readonly pricing: PricingService;
  readonly search: SearchService;
  readonly orders: OrdersService;
  readonly portfolio: PortfolioService;
  readonly domains: DomainsService;
  readonly userData: UserDataService;
  readonly contactProfiles: ContactProfilesService;
  readonly settings: SettingsService;
  readonly renewals: RenewalsService;
  /** Watches the account a window shows, so going offline is seen without a click. */
  readonly connectivity: ConnectivityProbe;
}

function profileServices(profile: Profile): ProfileServices {
  const { ctx } = profile;
  const jobs = createJobRunner(ctx);
  const pricing = createPricingService(ctx);
  // Pending orders are re-checked in the background while the profile is open.
  const portfolio = createPortfolioService(ctx, { jobs });
  portfolio.startPendingWatcher();
  const connectivity = createConnectivityProbe({ clients: profile.clients, now: ctx.now });
  // Orders whose answer was lost are checked again by themselves as they fall due.
  const orders = createOrdersService(ctx, portfolio, jobs, pricing);
  orders.startRechecks();
  profile.onClose(() => {
    portfolio.stop();
    connectivity.stop();
    orders.stop();
  });
  return {
    jobs,
    pricing,
    search: createSearchService(ctx, jobs, pricing),
    orders,
    portfolio,
    domains: createDomainsService(ctx),
    userData: createUserDataService(ctx, profile),
    contactProfiles: createContactProfilesService(ctx),
    settings: createSettingsService(ctx),
    renewals: createRenewalsService(ctx, pricing),
    connectivity,
    accounts: createAccountsService({
      ...ctx,
      cache: profile.cache,
      secrets: profile.secrets,
      clients: profile.clients,
    }),
  };
}

/** Everything the request handlers call into. */
export interface Services extends ProfileServices {
  readonly app: { info(): AppInfo };
  readonly demo: DemoService;
  /** Keys this run has seen, removed from any error text that crosses the bridge. */
  knownSecrets(): readonly string[];
  /** Stops the demo simulator and closes the caches. */
  close(): Promise<void>;
}

const noEvents: Pick<EventHub, 'emit'> = { emit: () => undefined };

/**
 * The one place that assembles the main-process services, shared by the Electron main process
 * and the web preview so both serve the same behaviour.
 */
export function createServices(options: ServiceOptions): Services {
  const now = options.now ?? Date.now;
  const events = options.events ?? noEvents;
  const userSecrets = options.secretBackend ?? createKeyringSecretBackend();
  const profiles = createProfileSwitch<ProfileServices>({
    demoOnly: options.demo,
    open: (kind) =>
      openProfile({
        kind,
        dataDir: options.dataDir,
        // The demo never reads or writes the user's keychain.
        secretBackend: kind === 'demo' ? createMemorySecretBackend() : userSecrets,
        events,
        now,
        ...(options.createClient && { createClient: options.createClient }),
        ...(options.log && { log: options.log }),
      }),
    build: profileServices,
  });
  const demo = createDemoService({
    host: {
      demoOnly: options.demo,
      current: () => profiles.current().profile,
      enterDemo: () => profiles.enterDemo().profile,
      leaveDemo: () => profiles.leaveDemo(),
    },
    ...(options.demoDomains !== undefined && { demoDomains: options.demoDomains }),
    ...(options.launchDemoSimulator && { launch: options.launchDemoSimulator }),
  });

  const shared: Omit<Services, keyof ProfileServices> = {
    app: {
      info: () => ({
        name: APP_NAME,
        version: options.version,
        platform: options.platform,
        transport: options.transport,
        demo: profiles.current().profile.kind === 'demo',
      }),
    },
    demo,
    knownSecrets: () => [
      ...demo.knownSecrets(),
      ...profiles.opened().flatMap(({ services }) => services.accounts.knownSecrets()),
    ],
    close: () => profiles.close(),
  };
  // Each profile service is read from the current profile at call time.
  const current = profiles.current().services;
  const forwarded = Object.fromEntries(
    Object.keys(current).map((key) => [
      key,
      { enumerable: true, get: () => profiles.current().services[key as keyof ProfileServices] },
    ]),
  );
  return Object.defineProperties(shared, forwarded) as Services;
}
