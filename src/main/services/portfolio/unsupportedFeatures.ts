import { AppFailure } from '../../../shared/ipc';
import { REGISTRAR_FEATURES } from '../../../shared/ipc/channels/portfolioTypes';
import type { RegistrarFeature } from '../../../shared/ipc/channels/portfolioTypes';
import type { Cache } from '../../cache/openCache';

export const FEATURE_LABELS: Readonly<Record<RegistrarFeature, string>> = {
  dns: 'DNS management',
  email: 'E-mail forwarding',
  eppcode: 'Fetching the EPP code',
  idprotection: 'ID protection',
  glue: 'Child nameservers (glue records)',
};

// A 501 reflects the registrar module behind the account, not the domain or the request,
// so it is remembered per account and later calls are refused before reaching the API.
const settingKey = (accountId: string): string => `registrar.unsupported.${accountId}`;

function isFeature(value: unknown): value is RegistrarFeature {
  return typeof value === 'string' && (REGISTRAR_FEATURES as readonly string[]).includes(value);
}

export function unsupportedFeatures(cache: Cache, accountId: string): RegistrarFeature[] {
  const stored = cache.settings.get(settingKey(accountId));
  return Array.isArray(stored) ? stored.filter(isFeature) : [];
}

export function isUnsupported(cache: Cache, accountId: string, feature: RegistrarFeature): boolean {
  return unsupportedFeatures(cache, accountId).includes(feature);
}

/** Remembers a 501 for the account; returns true when it was not known before. */
export function markUnsupported(
  cache: Cache,
  accountId: string,
  feature: RegistrarFeature,
): boolean {
  const known = unsupportedFeatures(cache, accountId);
  if (known.includes(feature)) return false;
  cache.settings.set(settingKey(accountId), [...known, feature].sort());
  return true;
}

/** Forgets what is known, so the next calls ask the registrar again. */
export function resetUnsupported(cache: Cache, accountId: string): void {
  cache.settings.delete(settingKey(accountId));
}

export function unsupportedFailure(
  cache: Cache,
  accountId: string,
  feature: RegistrarFeature,
): AppFailure {
  const label = cache.accounts.get(accountId)?.label ?? accountId;
  return new AppFailure(
    'unsupported',
    `${FEATURE_LABELS[feature]} is not offered by the registrar behind the account "${label}".`,
    { feature, accountId },
  );
}
