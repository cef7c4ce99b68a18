import { z } from 'zod';
import {
  accountPatchSchema,
  apiKeySchema,
  connectInputSchema,
  connectionDraftSchema,
} from '../../accounts/accountRules';
import type {
  AccountSummary,
  ConnectedAccount,
  ConnectionCheck,
  KeyStatus,
} from '../../accounts/accountTypes';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText } from '../inputText';

const accountId = idText('An account id');
const byAccount = z.object({ accountId });

/**
 * Reseller accounts. The API key goes in (connect, test, replace) and never comes out: the
 * renderer only learns the key status.
 */
export const accountsChannels = {
  'accounts:list': defineChannel({ input: z.undefined(), output: returns<AccountSummary[]>() }),
  /** Checks typed settings (GET /version and the balance) without saving anything. */
  'accounts:test': defineChannel({
    input: connectionDraftSchema,
    output: returns<ConnectionCheck>(),
  }),
  /** Checks, then saves the account and stores its key in the keychain. */
  'accounts:connect': defineChannel({
    input: connectInputSchema,
    output: returns<ConnectedAccount>(),
  }),
  /**
   * A new API URL or e-mail needs the key for them: the connection is tested with it before
   * anything is saved, and it replaces the stored key (kept for the old ones only).
   */
  'accounts:update': defineChannel({
    input: z.object({ accountId, changes: accountPatchSchema, apiKey: apiKeySchema.optional() }),
    output: returns<AccountSummary>(),
  }),
  /** Checks the new key against the saved settings, then replaces the stored one. */
  'accounts:replaceKey': defineChannel({
    input: z.object({ accountId, apiKey: apiKeySchema }),
    output: returns<ConnectedAccount>(),
  }),
  'accounts:deleteKey': defineChannel({ input: byAccount, output: returns<AccountSummary>() }),
  'accounts:keyStatus': defineChannel({ input: byAccount, output: returns<KeyStatus>() }),
  /** Checks the saved settings and key; records the balance. */
  'accounts:verify': defineChannel({ input: byAccount, output: returns<ConnectedAccount>() }),
  'accounts:refreshBalance': defineChannel({
    input: byAccount,
    output: returns<AccountSummary>(),
  }),
  /** Removes the account, its cached data and its key. */
  'accounts:remove': defineChannel({
    input: byAccount,
    output: returns<{ removed: boolean }>(),
  }),
} satisfies ChannelMap;
