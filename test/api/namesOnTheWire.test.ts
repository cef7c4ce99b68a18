import { describe, expect, it } from 'vitest';
import { activeDomain, clientFor, failureOf, simulatorWithAccount } from './harness';

describe('names that would change the URL', () => {
  it.each(['.', '..', '...', 'a..com', '.com', 'shop.com..', ' . '])(
    '%j is refused before any request is made',
    async (name) => {
      const sim = await simulatorWithAccount();
      const { client } = clientFor(sim);
      for (const call of [
        client.information(name),
        client.setLock(name, 'locked'),
        client.renew({ domain: name, regperiod: 1 }),
        client.cartPricing('register', name),
      ]) {
        expect(await failureOf(call)).toMatchObject({ kind: 'validation' });
      }
      expect(sim.requests).toEqual([]);
    },
  );
});

describe('names are sent as a browser or PHP idn_to_ascii maps them (UTS #46)', () => {
  it('full-width letters, soft hyphens and ideographic full stops become the plain name', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    await client.cartPricing('register', 'bü\u00ADcher。de');
    await failureOf(client.information('ｒｅｌｗｏｒｋｆｗ．ｃｏｍ'));
    await client.lookup({ searchTerm: 'ｒｅｌｗｏｒｋｆｗ', tldsToInclude: [' .org ', 'com '] });

    const [pricing, information, lookup] = sim.requests;
    expect(pricing?.query).toMatchObject({ domain: 'xn--bcher-kva.de' });
    expect(information?.path).toBe('/domains/relworkfw.com/information');
    expect(lookup?.body).toEqual({
      searchTerm: 'relworkfw',
      tldsToInclude: ['.org', '.com'],
    });
  });

  it('name server host names go out in their ASCII form', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'idn-ns');
    await client.saveNameservers(name, { ns1: 'NS1.Bücher.de', ns2: 'ｎｓ２.example.net' });
    await client.registerChildNameserver(name, {
      nameserver: `ｎｓ3.${name}`,
      ipaddress: '192.0.2.3',
    });
    const sent = sim.requests.filter((r) => r.method === 'POST').slice(-2);
    expect(sent[0]?.body).toEqual({ ns1: 'ns1.xn--bcher-kva.de', ns2: 'ns2.example.net' });
    expect(sent[1]?.body).toMatchObject({ nameserver: `ns3.${name}` });
  });

  it('a host name that cannot be one is refused, naming the slot', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const error = await failureOf(
      client.saveNameservers('example.com', { ns1: 'ns1.example.net', ns2: 'ns..example.net' }),
    );
    expect(error).toMatchObject({ kind: 'validation' });
    expect(error.message).toMatch(/^ns2: /);
    expect(sim.requests).toEqual([]);
  });
});
