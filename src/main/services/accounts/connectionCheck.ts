import type { ResellerClient } from '../../api';
import type { ConnectionCheck } from '../../../shared/accounts/accountTypes';

/**
 * GET /version (the simplest credential check), then the credit balance. Version first: a
 * wrong key or URL fails there with the clearest message.
 */
export async function checkConnection(
  client: ResellerClient,
  now: () => number,
): Promise<ConnectionCheck> {
  const version = await client.version();
  const balance = await client.credits();
  return { version, balance, checkedAt: new Date(now()).toISOString() };
}
