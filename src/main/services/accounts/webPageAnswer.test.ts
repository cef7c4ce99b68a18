import { afterEach, describe, expect, it } from 'vitest';
import { isApiCallError } from '../../../shared/api';
import { accountsFixture, RESELLER } from './testing/accountsFixture';
import type { AccountsFixture } from './testing/accountsFixture';

let fx: AccountsFixture;
afterEach(async () => {
  await fx.close();
});

async function testedMessage(): Promise<string> {
  const error: unknown = await fx.accounts
    .test({
      baseUrl: fx.sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
    })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  if (!isApiCallError(error)) throw new Error(`Expected an API failure, got ${String(error)}`);
  return error.message;
}

describe('a web page where the API was expected', () => {
  it('says the provider answered with a web page, naming its title without control characters', async () => {
    fx = await accountsFixture();
    fx.sim.faults.add({
      path: /.*/,
      action: {
        kind: 'malformed',
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><head><title>Sign in\u0007 to\n  Example\u001b Hosting</title></head><body>Log in</body></html>',
      },
    });
    const message = await testedMessage();
    expect(message).toBe(
      'The provider answered with a web page (“Sign in to Example Hosting”) instead of the API — perhaps a login or maintenance page. Check the API URL above.',
    );
  });

  it('shortens a long title and still says what to check when the page has none', async () => {
    fx = await accountsFixture();
    fx.sim.faults.add({
      path: /.*/,
      times: 1,
      action: {
        kind: 'malformed',
        body: `<html><title>${'Maintenance '.repeat(20)}</title></html>`,
      },
    });
    const long = await testedMessage();
    expect(long).toMatch(/^The provider answered with a web page \(“Maintenance .{40,80}…”\)/);
    expect(long.length).toBeLessThan(260);

    fx.sim.faults.add({
      path: /.*/,
      action: { kind: 'malformed', body: '<html><body>Down</body></html>' },
    });
    expect(await testedMessage()).toBe(
      'The provider answered with a web page instead of the API — perhaps a login or maintenance page. Check the API URL above.',
    );
  });
});
