import type { AppError } from '../../../shared/ipc';
import type { SettingsPatch } from '../../../shared/ipc/channels/settings';
import { callBridge, readKey } from './bridgeRead';
import { queryClient } from './queryClient';
import { useBridgeRead } from './useBridgeRead';
import type { ReadOptions } from './useBridgeRead';

/*
 * Reads several screens share, each in one hook, so every screen sees the same answer and one
 * `cache:changed` refreshes them all.
 */

/** The user's preferences as main holds them. */
export function useSettings() {
  return useBridgeRead('settings:get', undefined);
}

/** The named contacts orders and editors reuse. */
export function useContactProfiles() {
  return useBridgeRead('contactProfiles:list', undefined);
}

/** The account's TLD prices (in another currency when asked). */
export function useTldPrices(
  accountId: string | null,
  currency: string | null = null,
  options: ReadOptions = {},
) {
  return useBridgeRead(
    'pricing:tldPrices',
    accountId === null ? null : { accountId, ...(currency !== null && { currency }) },
    options,
  );
}

/** Saves some settings; answers the error (with per-field issues) when refused. */
export async function saveSettings(patch: SettingsPatch): Promise<AppError | null> {
  const result = await callBridge('settings:update', patch);
  if (!result.ok) return result.error;
  queryClient.setQueryData(readKey('settings:get', undefined), result.data);
  return null;
}
