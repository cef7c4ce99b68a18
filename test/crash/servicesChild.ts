/**
 * DomainDesk's services in a process of their own, for tests that kill it: every service
 * assembled by `createServices` on the data folder `DD_DATA_DIR`, called through the
 * dispatcher. Commands arrive on stdin and answers leave on stdout, one JSON object a line:
 *   {"id": 1, "channel": "orders:list", "input": {...}}   → {"id": 1, "result": {ok, ...}}
 *   {"id": 2, "op": "key", "accountId": "...", "apiKey": "..."} (the keychain, kept in memory)
 *   {"id": 3, "op": "advance", "ms": 600000}               (moves this process's clock)
 *   {"id": 4, "op": "close"}                               (closes the services and exits)
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createResellerClient } from '../../src/main/api';
import { createServices } from '../../src/main/createServices';
import { createDispatcher } from '../../src/main/ipc/dispatcher';
import { createHandlers } from '../../src/main/ipc/handlers';
import { CACHE_FILE_NAMES } from '../../src/main/profiles';
import { createMemorySecretBackend } from '../../src/main/secrets';
import { keyEntryName } from '../../src/main/secrets/keyNames';

const dataDirOrNone = process.env.DD_DATA_DIR;
if (dataDirOrNone === undefined) throw new Error('DD_DATA_DIR is required');
const dataDir = dataDirOrNone;
let offsetMs = Number(process.env.DD_CLOCK_OFFSET_MS ?? '0');
const secrets = createMemorySecretBackend();

const write = (message: unknown): void => {
  process.stdout.write(`${JSON.stringify(message)}\n`);
};

const services = createServices({
  version: '0.1.0',
  platform: process.platform,
  transport: 'web',
  demo: false,
  dataDir,
  secretBackend: secrets,
  now: () => Date.now() + offsetMs,
  createClient: (options) => createResellerClient({ ...options, sleep: () => Promise.resolve() }),
  log: (message) => {
    write({ log: message });
  },
});
const dispatcher = createDispatcher(createHandlers(services), {
  knownSecrets: () => services.knownSecrets(),
});

interface Command {
  id: number;
  channel?: string;
  input?: unknown;
  op?: 'key' | 'advance' | 'close';
  accountId?: string;
  apiKey?: string;
  ms?: number;
}

async function answer(command: Command): Promise<unknown> {
  if (command.op === 'key') {
    // Stored where the app looks for it: under the profile, account, e-mail and URL.
    const account = (await services.accounts.list()).find((a) => a.id === command.accountId);
    if (account === undefined) throw new Error(`no account ${String(command.accountId)}`);
    const profile = join(dataDir, CACHE_FILE_NAMES.user);
    await secrets.set(keyEntryName(profile, account), command.apiKey ?? '');
    return { ok: true };
  }
  if (command.op === 'advance') {
    offsetMs += command.ms ?? 0;
    return { ok: true };
  }
  if (command.op === 'close') {
    await services.close();
    return { ok: true };
  }
  return dispatcher.dispatch({
    channel: command.channel ?? '',
    input: command.input,
    trustedSender: true,
  });
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as Command;
  void answer(command).then(
    (result) => {
      write({ id: command.id, result });
      if (command.op === 'close') process.exit(0);
    },
    (error: unknown) => {
      write({ id: command.id, error: String(error) });
    },
  );
});
write({ ready: true });
