import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SecretBackend } from '../../../src/main/secrets';
import { startPreview } from '../../../src/web/preview';
import type { Preview } from '../../../src/web/preview';

export interface E2ePreview extends Preview {
  readonly dataDir: string;
}

/**
 * The preview server as `npm run web` starts it, on a random port and a fresh data folder.
 * `demo: false` is the user's profile, keys in the keychain of this run (see with-keyring.sh).
 */
export async function startE2ePreview(options: {
  demo: boolean;
  /** How many domains the demo account holds; the small demo when omitted. */
  demoDomains?: number;
  secretBackend?: SecretBackend;
}): Promise<E2ePreview> {
  if (!options.demo && !options.secretBackend && process.env.DOMAINDESK_TEST_KEYRING !== '1') {
    // Never write test keys into a developer's own keychain.
    throw new Error('Run the browser suite with `npm run test:e2e` (a throwaway keyring).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-e2e-'));
  const preview = await startPreview({
    port: 0,
    demo: options.demo,
    ...(options.demoDomains !== undefined && { demoDomains: options.demoDomains }),
    dataDir,
    log: (message) => {
      console.error(message);
    },
    ...(options.secretBackend && { services: { secretBackend: options.secretBackend } }),
  });
  return {
    ...preview,
    dataDir,
    close: async () => {
      await preview.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
