import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelName, ChannelOutput, Result } from '../../../shared/ipc';
import { startSimulator } from '../../../sandbox';
import type { Simulator } from '../../../sandbox';
import { createServices } from '../../createServices';
import { createDispatcher } from '../../ipc/dispatcher';
import { createHandlers } from '../../ipc/handlers';
import { createMemorySecretBackend } from '../../secrets';
import type { SecretBackend } from '../../secrets';

const RESELLER = { email: 'reseller@example.com', apiKey: 'k3y-for-the-reseller-42' };

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type Call = <C extends ChannelName>(
  channel: C,
  input?: unknown,
) => Promise<Result<ChannelOutput<C>>>;

/** A profile in its own data folder, reached the way a window reaches it. */
function openDesk(keychain: SecretBackend): Call {
  const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-importkeys-'));
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: false,
    dataDir,
    secretBackend: keychain,
  });
  cleanups.push(async () => {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const dispatcher = createDispatcher(createHandlers(services), {
    knownSecrets: () => services.knownSecrets(),
  });
  return async (channel, input) =>
    (await dispatcher.dispatch({ channel, input, trustedSender: true })) as never;
}

/** A server on this computer that records whatever reaches it. */
async function startTrap(): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.end('{"result":"success"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/modules/addons/DomainsReseller/api/index.php`, seen };
}

async function simulator(): Promise<Simulator> {
  const sim = await startSimulator({});
  sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
  cleanups.push(() => sim.close());
  return sim;
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

async function connected(call: Call, sim: Simulator): Promise<string> {
  const { account } = must(
    await call('accounts:connect', {
      label: 'Main',
      baseUrl: sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
    }),
  );
  return account.id;
}

/** The desk's export with its one account given other fields. */
async function editedExport(call: Call, fields: Record<string, unknown>): Promise<string> {
  const doc = JSON.parse(must(await call('data:export'))) as { accounts: object[] };
  doc.accounts = doc.accounts.map((account) => ({ ...account, ...fields }));
  return JSON.stringify(doc);
}

describe('importing a file that names an account already connected', () => {
  it('sends nothing to the server the file names, whether or not the user takes its URL', async () => {
    const sim = await simulator();
    const trap = await startTrap();
    const keychain = createMemorySecretBackend();
    const call = openDesk(keychain);
    const id = await connected(call, sim);
    const text = await editedExport(call, { baseUrl: trap.url, label: 'Renamed' });

    const preview = must(await call('data:previewImport', { text }));
    expect(preview.accountChanges).toEqual([
      {
        accountId: id,
        label: 'Main',
        stored: { baseUrl: sim.baseUrl, email: RESELLER.email },
        incoming: { baseUrl: trap.url, email: RESELLER.email },
      },
    ]);

    // Not chosen: the account keeps its URL, and its key keeps signing calls to it.
    must(await call('data:import', { text }));
    const kept = must(await call('accounts:verify', { accountId: id }));
    expect(kept.account).toMatchObject({ label: 'Renamed', baseUrl: sim.baseUrl });
    expect(kept.check.balance).toBe('731.40');
    expect(trap.seen).toEqual([]);

    // Chosen: the account moves, and the key given for the old URL is asked for again.
    must(await call('data:import', { text, repoint: [id] }));
    const [moved] = must(await call('accounts:list'));
    expect(moved).toMatchObject({ baseUrl: trap.url, keyStatus: 'missing' });
    const refused = await call('accounts:verify', { accountId: id });
    expect(!refused.ok && refused.error.message).toMatch(/No API key is stored for "Renamed"/);
    expect(trap.seen).toEqual([]);
    expect(await keychain.names()).toEqual([]);
  });

  it('refuses the URL of the reported attack: plain http with a password and no entry script', async () => {
    const sim = await simulator();
    const call = openDesk(createMemorySecretBackend());
    await connected(call, sim);
    const text = await editedExport(call, {
      baseUrl: 'http://user:pw@127.0.0.1:18082/not-the-api/',
    });
    const refused = await call('data:import', { text });
    expect(!refused.ok && refused.error.detail).toEqual({
      issues: [
        {
          path: 'accounts.0.baseUrl',
          message: 'The API URL must not contain a user name or password.',
        },
      ],
    });
    expect(must(await call('accounts:list')).map((account) => account.baseUrl)).toEqual([
      sim.baseUrl,
    ]);
  });

  it('gives another data folder no key when it imports this one’s export', async () => {
    const sim = await simulator();
    const keychain = createMemorySecretBackend();
    const first = openDesk(keychain);
    const id = await connected(first, sim);
    const text = must(await first('data:export'));

    const second = openDesk(keychain);
    must(await second('data:import', { text }));
    const [account] = must(await second('accounts:list'));
    expect(account).toMatchObject({ id, baseUrl: sim.baseUrl, keyStatus: 'missing' });
    const refused = await second('accounts:verify', { accountId: id });
    expect(!refused.ok && refused.error.kind).toBe('auth');
    // The first folder still has its key.
    expect(must(await first('accounts:verify', { accountId: id })).check.balance).toBe('731.40');
  });
});
