import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../sandbox';
import type { Simulator } from '../sandbox';
import { freeName } from '../sandbox/testing/names';
import { createResellerClient } from './api';
import { openProfile } from './profiles';
import type { Profile } from './profiles';
import { createMemorySecretBackend } from './secrets';
import type { ClientFactory } from './services/accounts';
import { createJobRunner } from './services/jobs';
import { createOrdersService } from './services/orders';
import type { OrdersService } from './services/orders';
import { ADA, NAMESERVERS } from './services/orders/testing/ordersFixture';

const EMAIL = 'reseller@example.com';
const API_KEY = 's3cr3t-API-key';
const REGISTER = '/order/domains/register';

const clock = { ms: Date.UTC(2026, 10, 22, 10, 15, 0) };
const now = (): number => clock.ms;
const secretBackend = createMemorySecretBackend();
let sim: Simulator | undefined;
let dir: string | undefined;
const opened: Profile[] = [];

afterEach(async () => {
  for (const profile of opened.splice(0)) await profile.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  await sim?.close();
  dir = undefined;
  sim = undefined;
});

function open(createClient: ClientFactory): Profile {
  const profile = openProfile({
    kind: 'user',
    dataDir: dir,
    secretBackend,
    events: { emit: () => undefined },
    now,
    createClient,
  });
  opened.push(profile);
  return profile;
}

const realClient: ClientFactory = (settings) =>
  createResellerClient({ ...settings, minIntervalMs: 0, maxRetries: 0 });

function ordersOf(profile: Profile): OrdersService {
  const hooks = { addOrdered: () => undefined, sync: () => Promise.resolve() };
  return createOrdersService(profile.ctx, hooks, createJobRunner(profile.ctx));
}

describe('opening a profile after DomainDesk stopped in the middle of an order', () => {
  it('marks the order it had sent as outcome unknown, which reconciles, and an unsent one as failed', async () => {
    sim = await startSimulator({ now });
    sim.addAccount({ email: EMAIL, apiKey: API_KEY, credit: '1000.00', currency: 'USD' });
    dir = mkdtempSync(join(tmpdir(), 'domaindesk-profile-'));
    let arrived = (): void => undefined;
    const handled = new Promise<void>((resolve) => (arrived = resolve));
    // The provider handles the registration, but the run stops before its answer is read.
    const stopsWhileWaiting: ClientFactory = (settings) => {
      const client = realClient(settings);
      return {
        ...client,
        register: async (request, options) => {
          await client.register(request, options);
          arrived();
          return new Promise<never>(() => undefined);
        },
      };
    };
    const first = open(stopsWhileWaiting);
    const account = first.cache.accounts.create({
      label: 'Main',
      baseUrl: sim.baseUrl,
      email: EMAIL,
      currency: 'USD',
    });
    await first.secrets.setApiKey(account, API_KEY);
    const registrant = first.cache.contactProfiles.save({ name: 'Ada', contact: ADA }).id;
    const name = freeName('com', 'crash-while-sent');
    void ordersOf(first).place(account.id, {
      domain: name,
      operation: 'register',
      period: 1,
      nameservers: NAMESERVERS,
      contactProfileIds: { registrant },
    });
    await handled;
    const unsent = first.cache.journal.record({
      accountId: account.id,
      operation: 'renew',
      domain: 'never-sent.com',
      period: 1,
      requestSummary: {},
    });
    expect(first.cache.journal.list({ domain: name })[0]?.state).toBe('sent');
    await first.close();

    clock.ms += 60_000;
    const second = open(realClient);
    const [interrupted] = second.cache.journal.list({ domain: name });

    expect(interrupted).toMatchObject({
      state: 'outcome_unknown',
      outcomeDetail: 'DomainDesk closed before the answer arrived.',
    });
    expect(second.cache.journal.get(unsent.id)).toMatchObject({
      state: 'failed',
      outcomeDetail: 'Not sent: DomainDesk closed before sending.',
    });
    const reconciled = await ordersOf(second).reconcile(interrupted?.id ?? '');
    expect(reconciled).toMatchObject({
      conclusion: 'placed',
      order: { state: 'reconciled', verdict: 'placed' },
    });
    expect(reconciled.reasons).toContain("The balance dropped by the order's price (10.99 USD).");
    expect(sim.countRequests({ path: REGISTER })).toBe(1);
  });
});
