import { describe, expect, it } from 'vitest';
import { maxDnsRecordsFor } from '../../src/shared/api';
import type { DnsRecord } from '../../src/shared/api';
import { activeDomain, clientFor, failureOf, simulatorWithAccount } from './harness';

/** Records as the DNS editor saves them after a read: each with its id (5 form fields). */
function records(count: number): DnsRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    hostname: `host${String(i)}`,
    type: 'A',
    address: `192.0.2.${String(i % 250)}`,
    priority: 0,
    recid: String(1000 + i),
  }));
}

const dnsSaves = { method: 'POST', path: /\/dns$/ };

describe("PHP's max_input_vars", () => {
  it('a DNS save over 1000 form fields is refused unsent, naming the count and the limit', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'big-zone');

    const error = await failureOf(client.saveDns(name, records(300)));

    expect(error.kind).toBe('validation');
    expect(error.message).toContain('1,500 form fields');
    expect(error.message).toContain('the 1,000 the provider');
    expect(error.message).toContain('at most 200 DNS records');
    expect(sim.countRequests(dnsSaves)).toBe(0);
  });

  it('the largest set that fits is saved whole', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'full-zone');
    const most = maxDnsRecordsFor(1000);
    expect(most).toBe(200);

    await client.saveDns(name, records(most));

    expect(sim.domain(name)?.dns).toHaveLength(most);
  });

  it('follows the limit the account is given', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim, { maxInputVars: 500 });
    const name = await activeDomain(sim, client, 'small-limit');
    expect((await failureOf(client.saveDns(name, records(101)))).message).toContain(
      'at most 100 DNS records',
    );
    expect(sim.countRequests(dnsSaves)).toBe(0);
  });
});
