import { createPortfolioService } from '../../portfolio/portfolioService';
import type { PortfolioService } from '../../portfolio/portfolioService';
import { startPortfolioHarness } from '../../portfolio/testing/portfolioHarness';
import type { PortfolioHarness, TestAccount } from '../../portfolio/testing/portfolioHarness';
import { createDomainsService } from '../domainsService';
import type { DomainsService } from '../domainsService';

export interface DomainsHarness extends PortfolioHarness {
  readonly portfolio: PortfolioService;
  readonly domains: DomainsService;
  /** An active domain of the main account, in the portfolio and synced. */
  readonly name: string;
  /** Orders, provisions, adds and syncs another domain of `account`. */
  activeDomain(account: TestAccount, stem: string): Promise<string>;
}

export async function startDomainsHarness(): Promise<DomainsHarness> {
  const h = await startPortfolioHarness();
  const portfolio = createPortfolioService(h.ctx, { timers: h.timers });
  const domains = createDomainsService(h.ctx);
  const activeDomain = async (account: TestAccount, stem: string): Promise<string> => {
    const name = await h.orderRegistration(account, stem);
    h.sim.provision(name);
    portfolio.addOrdered(account.accountId, name, 'register');
    await portfolio.sync(account.accountId, name);
    return name;
  };
  const name = await activeDomain(h.main, 'managed');
  return Object.assign(h, { portfolio, domains, name, activeDomain });
}

/** The same, the domain holding an apex A and a www CNAME record saved by another client. */
export async function startDomainsHarnessWithDns(): Promise<DomainsHarness> {
  const h = await startDomainsHarness();
  await h.main.otherClient.saveDns(h.name, [
    { hostname: '@', type: 'A', address: '192.0.2.10', priority: 0 },
    { hostname: 'www', type: 'CNAME', address: `${h.name}.`, priority: 0 },
  ]);
  return h;
}
