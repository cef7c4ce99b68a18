import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createResellerClient } from '../../../api';
import type { ResellerClientOptions } from '../../../api';
import { openCache } from '../../../cache/openCache';
import type { Cache } from '../../../cache/openCache';
import { createMemorySecretBackend, createSecretStore } from '../../../secrets';
import type { SecretBackend, SecretStore } from '../../../secrets';
import type { CacheChange } from '../../../../shared/ipc';
import { startSimulator } from '../../../../sandbox';
import type { Simulator } from '../../../../sandbox';
import { createAccountsService } from '../accountsService';
import type { AccountsService } from '../accountsService';
import { createClientRegistry } from '../clientProvider';
import type { ClientRegistry } from '../clientProvider';

/** Real parts for account tests: a simulator over loopback, a SQLite file, a secret backend. */
export interface AccountsFixture {
  readonly sim: Simulator;
  readonly cache: Cache;
  readonly cacheFile: string;
  readonly secrets: SecretStore;
  readonly clients: ClientRegistry;
  readonly accounts: AccountsService;
  /** Every client built, in order (connection tests included). */
  readonly builtClients: ResellerClientOptions[];
  readonly changes: CacheChange[];
  /** A fixed clock, moved by tests. */
  readonly clock: { now: number };
  close(): Promise<void>;
}

export const RESELLER = { email: 'reseller@example.com', apiKey: 'k3y-for-the-reseller-42' };

export async function accountsFixture(
  options: { backend?: SecretBackend } = {},
): Promise<AccountsFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-accounts-'));
  const clock = { now: Date.parse('2026-11-22T09:30:00Z') };
  const now = (): number => clock.now;
  const sim = await startSimulator({ now });
  sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
  const cacheFile = join(dir, 'domaindesk.sqlite');
  const { cache } = openCache(cacheFile, { now: () => new Date(clock.now) });
  const secrets = createSecretStore(options.backend ?? createMemorySecretBackend());
  const builtClients: ResellerClientOptions[] = [];
  const createClient = (clientOptions: ResellerClientOptions) => {
    builtClients.push(clientOptions);
    return createResellerClient(clientOptions);
  };
  const clients = createClientRegistry({ cache, secrets, now, createClient });
  const changes: CacheChange[] = [];
  const accounts = createAccountsService({
    cache,
    secrets,
    clients,
    now,
    createClient,
    events: {
      emit: (event, payload) => {
        if (event === 'cache:changed') changes.push(payload as CacheChange);
      },
    },
  });
  return {
    sim,
    cache,
    cacheFile,
    secrets,
    clients,
    accounts,
    builtClients,
    changes,
    clock,
    close: async () => {
      cache.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
