import type { CheckoutDefaults, OrderInput } from '../../../../shared/ipc/channels/orders';
import { createJobRunner } from '../../jobs/jobRunner';
import type { JobRunner } from '../../jobs/jobRunner';
import { startServiceHarness } from '../../jobs/testing/serviceHarness';
import type { HarnessOptions, ServiceHarness } from '../../jobs/testing/serviceHarness';
import { createPricingService } from '../../pricing/pricingService';
import type { PricingService } from '../../pricing/pricingService';
import { createOrdersService } from '../ordersService';
import type { OrdersService, PortfolioHooks } from '../ordersService';

export const ADA = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  fullname: 'Ada Lovelace',
  companyname: 'Analytical Engines Ltd',
  email: 'ada@example.net',
  address1: '12 St James Square',
  city: 'London',
  state: 'London',
  postcode: 'SW1Y 4JH',
  country: 'GB',
  phonenumber: '+44.2079460000',
  address2: '',
  tax_id: '',
};

export const NAMESERVERS = ['ns1.example.net', 'ns2.example.net'];

/** What the portfolio was told. */
export interface PortfolioCalls {
  added: { name: string; kind: 'register' | 'transfer' }[];
  synced: string[];
}

export interface OrdersFixture {
  readonly h: ServiceHarness;
  readonly jobs: JobRunner;
  readonly pricing: PricingService;
  readonly orders: OrdersService;
  readonly portfolio: PortfolioCalls;
  /** A saved contact profile (Ada) usable for every role. */
  readonly profileId: string;
  registration(domain: string, extra?: Partial<OrderInput>): OrderInput;
  /** Checkout with nameservers and Ada as registrant for every line. */
  checkoutOptions(): { defaults: CheckoutDefaults };
  /** The next request to `path` is lost: its connection drops before or after it is handled. */
  loseNext(path: string, when: 'before-handling' | 'after-handling'): void;
  close(): Promise<void>;
}

export async function startOrdersFixture(
  options: HarnessOptions & {
    hooks?: (calls: PortfolioCalls, ctx: ServiceHarness['ctx']) => PortfolioHooks;
  } = {},
): Promise<OrdersFixture> {
  const h = await startServiceHarness(options);
  const portfolio: PortfolioCalls = { added: [], synced: [] };
  const hooks: PortfolioHooks = options.hooks?.(portfolio, h.ctx) ?? {
    addOrdered(_accountId, name, kind) {
      portfolio.added.push({ name, kind });
    },
    sync(_accountId, name) {
      portfolio.synced.push(name);
      return Promise.resolve();
    },
  };
  const jobs = createJobRunner(h.ctx);
  const pricing = createPricingService(h.ctx);
  const orders = createOrdersService(h.ctx, hooks, jobs, pricing);
  const profileId = h.cache.contactProfiles.save({ name: 'Ada', contact: ADA }).id;
  return {
    h,
    jobs,
    pricing,
    orders,
    portfolio,
    profileId,
    registration: (domain, extra = {}) => ({
      domain,
      operation: 'register',
      period: 1,
      nameservers: NAMESERVERS,
      contactProfileIds: { registrant: profileId },
      ...extra,
    }),
    checkoutOptions: () => ({
      defaults: { nameservers: NAMESERVERS, contactProfileIds: { registrant: profileId } },
    }),
    loseNext(path, when) {
      h.sim.faults.add({ path, times: 1, action: { kind: 'drop', when } });
    },
    close: () => h.close(),
  };
}

/** Waits (without a deadline of its own) until `check` holds; the test timeout bounds it. */
export async function eventually(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The premium lookup fails from now on (the API refuses it): no premium status is learnt. */
export function failPremiumLookups(f: OrdersFixture): void {
  f.h.sim.faults.add({
    path: '/domains/lookup',
    times: 100,
    action: { kind: 'status', status: 400, body: '"lookup unavailable"' },
  });
}

/** Every premium status the cache knew is forgotten, and no lookup can tell it again. */
export function forgetPremiumStatus(f: OrdersFixture): void {
  f.h.cache.db.exec('DELETE FROM domain_premium');
  failPremiumLookups(f);
}
