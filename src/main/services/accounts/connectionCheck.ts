import type { ResellerClient } from '../../api';
import { KEY_FOR_NEW_ADDRESS } from '../../../shared/accounts/accountRules';
import { ApiCallError } from '../../../shared/api/errors';
import { AppFailure } from '../../../shared/ipc/errors';
import { invalidInputDetail } from '../../../shared/ipc/invalidInputDetail';
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

/** Where the API layer's messages send the user for a fix of a saved account. */
const SETTINGS_PLACE = / in (this account's|the account) settings/g;

/**
 * A failed test of settings not saved yet, worded for the form they were typed in: there
 * are no "account's settings" yet, the fields are above the message.
 */
export function wordedForTheForm(error: unknown): unknown {
  if (!(error instanceof ApiCallError)) return error;
  const message = error.error.message.replace(SETTINGS_PLACE, ' above');
  return message === error.error.message
    ? error
    : new ApiCallError({ ...error.error, message }, error.next);
}

/** A new API URL or e-mail is saved only with a key that works there. */
export function requireKeyForNewAddress(apiKey: string | undefined): string {
  if (apiKey === undefined || apiKey === '') {
    throw new AppFailure(
      'invalid_input',
      KEY_FOR_NEW_ADDRESS,
      invalidInputDetail([{ path: 'apiKey', message: KEY_FOR_NEW_ADDRESS }]),
    );
  }
  return apiKey;
}
