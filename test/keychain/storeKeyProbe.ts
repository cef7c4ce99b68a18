// Child process for the keychain suite: tries to store a key with whatever D-Bus address it
// was started with and prints the outcome as one JSON line. A separate process is needed
// because the keyring library keeps its first D-Bus connection for the life of the process.
import { createKeyringSecretBackend, createSecretStore } from '../../src/main/secrets';

const [account = 'acc-probe', key = 'probe-key'] = process.argv.slice(2);
const store = createSecretStore(createKeyringSecretBackend({ platform: 'linux' }));
const owner = {
  id: account,
  baseUrl: 'https://billing.example.com/modules/addons/DomainsReseller/api/index.php',
  email: 'reseller@example.com',
};

async function attempt(action: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    const e = error as Error & { kind?: string; detail?: string };
    return { ok: false, name: e.name, kind: e.kind, message: e.message, detail: e.detail };
  }
}

const result = {
  set: await attempt(() => store.setApiKey(owner, key)),
  has: await attempt(() => store.hasApiKey(owner)),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
