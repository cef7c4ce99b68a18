import { AppFailure } from '../shared/ipc';
import type { AppInfo, CacheChange, EventName, JobProgress, LogFolder } from '../shared/ipc';
import { createResellerClient } from './api';
import type { ProxyResolver } from './api/proxy';
import type { EventHub } from './events/eventHub';
import { join } from 'node:path';
import { secureDataDir } from './cache/cacheFile';
import type { CacheChildLauncher } from './cache/cacheChildProtocol';
import type { OpenCacheResult } from './cache/openCache';
import { openCacheSafely } from './cache/openCacheSafely';
import { CACHE_FILE_NAMES, createProfileSwitch, openProfile } from './profiles';
import type { Profile } from './profiles';
import { createKeyringSecretBackend, createMemorySecretBackend } from './secrets';
import type { SecretBackend } from './secrets';
import { createAccountsService } from './services/accounts';
import type { AccountsService, ClientFactory } from './services/accounts';
import { createConnectivityProbe } from './services/accounts/connectivityProbe';
import type { ConnectivityProbe } from './services/accounts/connectivityProbe';
import { createAutopilotService } from './services/autopilot';
import type { AutopilotService } from './services/autopilot';
import { createBackgroundSync } from './services/backgroundSync';
import type { BackgroundSync } from './services/backgroundSync';
import { createContactProfilesService } from './services/contactProfiles';
import type { ContactProfilesService } from './services/contactProfiles';
import { createDemoService } from './services/demo';
import type { ChildLauncher, DemoService } from './services/demo';
import { createDomainsService } from './services/domains';
import type { DomainsService } from './services/domains';
import { createJobRunner } from './services/jobs';
import type { JobRunner } from './services/jobs';
import { createNotificationsService } from './services/notifications';
import type { NotificationsService } from './services/notifications';
import { createOrdersService } from './services/orders';
import type { OrdersService } from './services/orders';
import { createPortfolioService } from './services/portfolio';
import { createPresetsService } from './services/presets';
import type { PresetsService } from './services/presets';
import { createOrderPresets } from './services/presets/orderPresets';
import type { OrderPresets } from './services/presets/orderPresets';
import type { PortfolioService } from './services/portfolio';
import { createPricingService } from './services/pricing';
import type { PricingService } from './services/pricing';
import { createRenewalsService } from './services/renewals';
import type { RenewalsService } from './services/renewals';
import { createReportsService } from './services/reports';
import type { ReportsService } from './services/reports';
import { createSearchService } from './services/search';
import type { SearchService } from './services/search';
import { createSettingsService } from './services/settings';
import type { SettingsService } from './services/settings';
import { createUpdateService, DEFAULT_UPDATE_FEED } from './services/updates';
import type { UpdateService } from './services/updates';
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
  /**
   * The data folder is the app's own (Electron's userData): it is made readable by its owner
   * only even when it already existed. A folder the user named (the web preview's
   * `--data-dir`) is only created that way, never changed.
   */
  readonly ownsDataDir?: boolean;
  /** Where contract events go (windows, web pages). */
  readonly events?: Pick<EventHub, 'emit'>;
  /** Where the user's API keys live; default the OS keychain. Never used by the demo. */
  readonly secretBackend?: SecretBackend;
  /** Wall clock in ms since the epoch. */
  readonly now?: () => number;
  /** Builds API clients; tests may wrap the real one. */
  readonly createClient?: ClientFactory;
  /** Which proxy API calls go through: the system's (desktop) or the environment's (preview). */
  readonly resolveProxy?: ProxyResolver;
  readonly log?: (message: string) => void;
  /** Where the log file is written; "Open the log folder" shows it. */
  readonly logFolder?: string;
  /** Shows a folder in the system's file manager; false when it could not. */
  readonly openFolder?: (folder: string) => Promise<boolean>;
  /** The release feed asked for a newer version; DomainDesk's own when omitted. */
  readonly updateFeedUrl?: string;
  /**
   * The app looks for a newer release when it starts (once a day, if the setting is on). Off
   * in the preview, which looks only when asked.
   */
  readonly updateCheckOnStart?: boolean;
  /** The user's cache already opened (see `openServices`); opened in this process if absent. */
  readonly userCache?: OpenCacheResult;
  /**
   * This run shows new notifications as system notifications (the desktop app, where the
   * system supports them); the window then shows no pop-up of its own for them.
   */
  readonly systemNotifications?: boolean;
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
  readonly presets: PresetsService;
  readonly settings: SettingsService;
  readonly renewals: RenewalsService;
  readonly reports: ReportsService;
  /** Watches the account a window shows, so going offline is seen without a click. */
  readonly connectivity: ConnectivityProbe;
  /** Re-reads every account's domains on the user's schedule while the profile is open. */
  readonly backgroundSync: BackgroundSync;
  /** Renews due domains within the reseller's rules while the profile is open (off by default). */
  readonly autopilot: AutopilotService;
  /** The notification centre, fed by what the other services record. */
  readonly notifications: NotificationsService;
  /** Applies an order's preset (DNS template, lock) once its domain is active. */
  readonly orderPresets: OrderPresets;
}

/** What a profile's services hear of the events they emit (the assembly routes them). */
type ProfileListener = (name: EventName, payload: unknown) => void;

function profileServices(
  profile: Profile,
  options: Pick<ServiceOptions, 'createClient' | 'log' | 'systemNotifications'>,
): { services: ProfileServices; listen: ProfileListener } {
  const { createClient, log } = options;
  const { ctx } = profile;
  const jobs = createJobRunner(ctx);
  const pricing = createPricingService(ctx);
  // Pending orders are re-checked in the background while the profile is open.
  const portfolio = createPortfolioService(ctx, { jobs });
  portfolio.startPendingWatcher();
  const connectivity = createConnectivityProbe({ clients: profile.clients, now: ctx.now });
  // Orders whose answer was lost are checked again by themselves as they fall due.
  const ordersService = createOrdersService(ctx, portfolio, jobs, pricing);
  ordersService.startRechecks();
  const settings = createSettingsService(ctx, (names) => {
    if (names.includes('backgroundSync')) backgroundSync.poke();
  });
  const backgroundSync = createBackgroundSync(ctx, {
    schedule: () => settings.get().backgroundSync,
  });
  backgroundSync.start();
  const notifications = createNotificationsService(ctx, {
    settings: () => settings.get().notifications,
    // Every account's balance hourly, as the header's check reads it (no lookup per name).
    checkBalance: (accountId) => ordersService.lowBalance(accountId),
    systemNotifications: options.systemNotifications === true,
    ...(log && { log }),
  });
  notifications.start();
  // An order's preset is applied once its domain is active (seen by any sync of the domain).
  const orderPresets = createOrderPresets(ctx, {
    jobs,
    portfolio,
    notify: (accountId, notice) => {
      notifications.orderPreset(accountId, notice);
    },
    ...(log && { log }),
  });
  orderPresets.start();
  // Each low-balance check (the header asks on every account switch) may raise its notice.
  const orders: OrdersService = {
    ...ordersService,
    lowBalance: async (accountId) => {
      const view = await ordersService.lowBalance(accountId);
      notifications.balanceChecked(accountId, view);
      return view;
    },
  };
  const listen: ProfileListener = (name, payload) => {
    if (name === 'jobs:progress') notifications.jobFinished(payload as JobProgress);
    if (name !== 'cache:changed') return;
    const change = payload as CacheChange;
    if (change.scope === 'accounts') backgroundSync.poke();
    if (change.scope === 'domains') {
      notifications.domainsChanged(change.accountId);
      orderPresets.domainsChanged(change.accountId);
    }
  };
  const autopilot = createAutopilotService(
    { ctx, orders, pricing },
    {
      onRun: (accountId, run) => {
        notifications.autopilotRan(accountId, run);
      },
      ...(log && { log }),
    },
  );
  autopilot.start();
  profile.onClose(async () => {
    notifications.stop();
    orderPresets.stop();
    // A run stops before its next order; an order already sent keeps its journal entry.
    await autopilot.close();
    // The read under way is cancelled and read again when the profile next opens.
    await backgroundSync.stop();
    portfolio.stop();
    connectivity.stop();
    orders.stop();
    // Jobs stop between items: an order already sent keeps its answer and its journal entry.
    await jobs.stopAll();
    await orderPresets.whenIdle();
  });
  const services: ProfileServices = {
    jobs,
    pricing,
    search: createSearchService(ctx, jobs, pricing),
    orders,
    portfolio,
    presets: createPresetsService(ctx, portfolio),
    domains: createDomainsService(ctx),
    userData: createUserDataService(ctx, profile),
    contactProfiles: createContactProfilesService(ctx),
    settings,
    backgroundSync,
    autopilot,
    renewals: createRenewalsService(ctx, pricing),
    reports: createReportsService(ctx, pricing),
    connectivity,
    accounts: createAccountsService({
      ...ctx,
      cache: profile.cache,
      secrets: profile.secrets,
      clients: profile.clients,
      ...(createClient && { createClient }),
    }),
    notifications,
    orderPresets,
  };
  return { services, listen };
}

/** Everything the request handlers call into. */
export interface Services extends ProfileServices {
  readonly app: { info(): AppInfo; openLogFolder(): Promise<LogFolder> };
  readonly demo: DemoService;
  readonly updates: UpdateService;
  /** Keys this run has seen, removed from any error text that crosses the bridge. */
  knownSecrets(): readonly string[];
  /** Stops jobs at a safe point, stops the demo simulator and closes the caches. */
  close(): Promise<void>;
}

/**
 * `createServices` for the app and the preview: the user's cache file is opened first with
 * every read of a possibly damaged file in a child process (`openCacheSafely`), so a damaged
 * file can never keep the app from starting.
 */
export async function openServices(
  options: ServiceOptions & { readonly launchCacheChild?: CacheChildLauncher },
): Promise<Services> {
  const { launchCacheChild, ...rest } = options;
  if (options.demo || options.dataDir === undefined) return createServices(rest);
  const now = options.now ?? Date.now;
  const userCache = await openCacheSafely(join(options.dataDir, CACHE_FILE_NAMES.user), {
    now: () => new Date(now()),
    ...(launchCacheChild && { launch: launchCacheChild }),
  });
  try {
    return createServices({ ...rest, userCache });
  } catch (error) {
    userCache.cache.close();
    throw error;
  }
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
  const { resolveProxy } = options;
  // Every client of every profile, connection tests included, goes through the same proxy.
  const createClient: ClientFactory | undefined = resolveProxy
    ? (clientOptions) =>
        (options.createClient ?? createResellerClient)({ ...clientOptions, resolveProxy })
    : options.createClient;

  if (options.ownsDataDir === true && options.dataDir !== undefined) {
    secureDataDir(options.dataDir);
  }
  // A profile's services hear what they emit: an account added or changed (the demo's
  // included) is picked up by the background sync at once, changed domains and finished jobs
  // by the notifications.
  const listeners = new Map<Profile['kind'], ProfileListener>();
  const eventsOf = (kind: Profile['kind']): Pick<EventHub, 'emit'> => ({
    emit(name, payload) {
      events.emit(name, payload);
      listeners.get(kind)?.(name, payload);
    },
  });
  const profiles = createProfileSwitch<ProfileServices>({
    demoOnly: options.demo,
    open: (kind) =>
      openProfile({
        kind,
        ...(kind === 'user' && options.userCache && { opened: options.userCache }),
        dataDir: options.dataDir,
        // The demo never reads or writes the user's keychain.
        secretBackend: kind === 'demo' ? createMemorySecretBackend() : userSecrets,
        events: eventsOf(kind),
        now,
        ...(createClient && { createClient }),
        ...(options.log && { log: options.log }),
      }),
    build: (profile) => {
      const { services, listen } = profileServices(profile, {
        ...(createClient && { createClient }),
        ...(options.log && { log: options.log }),
        ...(options.systemNotifications !== undefined && {
          systemNotifications: options.systemNotifications,
        }),
      });
      listeners.set(profile.kind, listen);
      return services;
    },
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
      openLogFolder: async () => {
        const folder = options.logFolder;
        if (folder === undefined) {
          throw new AppFailure('not_found', 'This run of DomainDesk keeps no log file.');
        }
        return { folder, opened: options.openFolder ? await options.openFolder(folder) : false };
      },
    },
    demo,
    updates: createUpdateService({
      version: options.version,
      feedUrl: options.updateFeedUrl ?? DEFAULT_UPDATE_FEED,
      ...(options.dataDir !== undefined && !options.demo && { dataDir: options.dataDir }),
      enabled: () =>
        options.updateCheckOnStart === true &&
        profiles.current().services.settings.get().checkForUpdates,
      now,
      ...(resolveProxy && { resolveProxy }),
    }),
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
