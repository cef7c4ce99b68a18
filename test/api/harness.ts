import { afterEach } from 'vitest';
import { createResellerClient } from '../../src/main/api/client';
import type { ResellerClient, ResellerClientOptions } from '../../src/main/api/client';
import type { Contact, ContactRole, DomainLookupResult, Nameservers } from '../../src/shared/api';
import { ApiCallError } from '../../src/shared/api';
import type { ApiError } from '../../src/shared/api';
import { startSimulator } from '../../src/sandbox/index';
import type { AccountInit, Simulator, SimulatorOptions } from '../../src/sandbox/index';

export const EMAIL = 'reseller@example.com';
export const API_KEY = 's3cr3t-API-key-0123456789';

const running: Simulator[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

/** A simulator with one reseller account, closed after the test. */
export async function simulatorWithAccount(
  account: Partial<AccountInit> = {},
  options: SimulatorOptions = {},
): Promise<Simulator> {
  const sim = await startSimulator({ provisioningDelayMs: 3_600_000, ...options });
  running.push(sim);
  sim.addAccount({ email: EMAIL, apiKey: API_KEY, ...account });
  return sim;
}

export interface TestClient {
  client: ResellerClient;
  /** Waits the client asked for between retries (recorded, not waited). */
  sleeps: number[];
}

export function clientFor(
  sim: Simulator,
  overrides: Partial<ResellerClientOptions> = {},
): TestClient {
  const sleeps: number[] = [];
  const client = createResellerClient({
    baseUrl: sim.baseUrl,
    email: EMAIL,
    apiKey: API_KEY,
    minIntervalMs: 0,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...overrides,
  });
  return { client, sleeps };
}

/** The ApiError a call rejects with; fails the test if it resolves or throws something else. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiCallError) return error.error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

export const contact = (firstname: string): Contact => ({
  firstname,
  lastname: 'Lee',
  fullname: `${firstname} Lee`,
  companyname: 'Lee & Sons',
  email: `${firstname.toLowerCase()}@example.org`,
  address1: '1 High Street',
  city: 'Leeds',
  state: 'West Yorkshire',
  postcode: 'LS1 1AA',
  country: 'GB',
  phonenumber: '+44.1132000000',
  address2: '',
  tax_id: '',
});

export const orderContacts = (): Record<ContactRole, Contact> => ({
  registrant: contact('Ann'),
  tech: contact('Tom'),
  billing: contact('Bea'),
  admin: contact('Al'),
});

export const NAMESERVERS: Nameservers = { ns1: 'ns1.example.net', ns2: 'ns2.example.net' };

/**
 * The lookup result of a name `stem-N.tld` that the simulator reports as `available` (or, with
 * 'unavailable', as registered elsewhere), found by a separate client so the caller's client
 * state and pacing are untouched.
 */
export async function findLookup(
  sim: Simulator,
  stem: string,
  tld = '.com',
  wanted: 'available' | 'unavailable' = 'available',
): Promise<DomainLookupResult> {
  const { client } = clientFor(sim);
  for (let i = 0; i < 40; i++) {
    const [result] = await client.lookup({
      searchTerm: `${stem}-${String(i)}`,
      tldsToInclude: [tld],
    });
    if (result?.availability === wanted && result.isPremium !== true) return result;
  }
  throw new Error(`No ${wanted} name found for ${stem}${tld}`);
}

/** The ASCII name of `findLookup`. */
export async function findName(
  sim: Simulator,
  stem: string,
  tld = '.com',
  wanted: 'available' | 'unavailable' = 'available',
): Promise<string> {
  return (await findLookup(sim, stem, tld, wanted)).domainName;
}

/** Registers a fresh name like `stem-N.tld` and makes it active. */
export async function activeDomain(
  sim: Simulator,
  client: ResellerClient,
  stem: string,
  tld = '.com',
): Promise<string> {
  const name = await findName(sim, stem, tld);
  await client.register({
    domain: name,
    regperiod: 1,
    nameservers: NAMESERVERS,
    contacts: orderContacts(),
  });
  sim.provision(name);
  return name;
}

/** Waits (by polling the simulator's state, not the clock) until a condition holds. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
