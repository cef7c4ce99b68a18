import { ApiCallError } from '../../../shared/api/errors';
import { AppFailure, isAppFailure } from '../../../shared/ipc/errors';
import type { NextStep } from '../../../shared/nextStep';
import type { ResellerClient } from '../../api';

/** The next step of an error whose fix is in this account's settings. */
export function accountSettingsStep(accountId: string): NextStep {
  return { action: 'openAccountSettings', accountId };
}

/** An error of this account's client, with its next step where the fix is in the settings. */
export function withAccountStep(error: unknown, accountId: string): unknown {
  if (error instanceof ApiCallError && error.error.fixInAccountSettings === true) {
    return new ApiCallError(error.error, accountSettingsStep(accountId));
  }
  if (isAppFailure(error, 'keychain_unavailable')) {
    return new AppFailure(error.kind, error.message, error.detail, accountSettingsStep(accountId));
  }
  return error;
}

/**
 * The account's client whose failures say which account's settings hold the fix: the API
 * layer knows the fix is in "the settings", only this layer knows whose.
 */
export function withAccountSteps(accountId: string, client: ResellerClient): ResellerClient {
  const stepped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(client as unknown as Record<string, unknown>)) {
    if (typeof member !== 'function') {
      stepped[name] = member;
      continue;
    }
    const method = member as (...args: unknown[]) => Promise<unknown>;
    stepped[name] = async (...args: unknown[]): Promise<unknown> => {
      try {
        return await method.apply(client, args);
      } catch (error) {
        throw withAccountStep(error, accountId);
      }
    };
  }
  return stepped as unknown as ResellerClient;
}
