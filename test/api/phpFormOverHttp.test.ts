import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePhpForm } from '../../src/main/api/phpForm';
import { computeToken } from '../../src/main/api/token';
import { activeDomain, API_KEY, clientFor, contact, EMAIL, simulatorWithAccount } from './harness';
import { anyText, formBody, phpReadBackTop, wellFormed } from './phpFormModel';

describe('PHP form bodies sent over real HTTP arrive as sent', () => {
  it('random nested bodies POSTed to the simulator are logged exactly as encoded', async () => {
    const sim = await simulatorWithAccount();
    await fc.assert(
      fc.asyncProperty(formBody, async (body) => {
        await fetch(`${sim.baseUrl}/domains/lookup`, {
          method: 'POST',
          headers: {
            username: EMAIL,
            token: computeToken(EMAIL, API_KEY, new Date()),
            'Content-Type': 'application/x-www-form-urlencoded',
            'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/152.0.0.0',
          },
          body: encodePhpForm(body),
        }).then((r) => r.text());
        expect(sim.requests.at(-1)?.body).toEqual(phpReadBackTop(body));
      }),
      { numRuns: 40 },
    );
  });

  it('contacts with hostile text saved through the client arrive unchanged', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const name = await activeDomain(sim, client, 'hostile-text');
    await fc.assert(
      fc.asyncProperty(anyText, anyText, async (company, state) => {
        const registrant = { ...contact('Ann'), companyname: company, state };
        const before = sim.requests.length;
        // Whether the save is accepted is beside the point: the logged request is checked.
        await client
          .saveContacts(name, {
            Registrant: registrant,
            Technical: contact('Tom'),
            Billing: contact('Bea'),
            Admin: contact('Al'),
          })
          .catch(() => undefined);
        expect(sim.requests).toHaveLength(before + 1);
        const sent = sim.requests[before]?.body as {
          contactdetails: { Registrant: Record<string, unknown> };
        };
        const expected: Record<string, unknown> = { ...registrant };
        for (const key of ['companyname', 'state'] as const)
          expected[key] = wellFormed(registrant[key]);
        expect(sent.contactdetails.Registrant).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});
