import { allPresets } from './presetsRepo';
import { isoAt } from './cacheClock';
import type { Cache } from './openCache';
import { USER_DATA_FORMAT, USER_DATA_VERSION } from './userDataSchema';
import type { UserDataDocument } from './userDataSchema';

/** Where the settings service keeps the user's preferences in the settings table. */
export const PREFERENCES = 'preferences.';

/**
 * The user's own data as a versioned document: accounts (without keys), the portfolio with
 * tags and notes, contact profiles, the order journal and the preferences. Caches of API answers are left
 * out; they are read again after import.
 */
export function exportUserData(cache: Cache): UserDataDocument {
  return {
    format: USER_DATA_FORMAT,
    version: USER_DATA_VERSION,
    exportedAt: isoAt(cache.clock),
    accounts: cache.accounts.list().map((account) => ({
      id: account.id,
      label: account.label,
      baseUrl: account.baseUrl,
      email: account.email,
      userAgent: account.userAgent,
      maxConcurrentRequests: account.maxConcurrentRequests,
      minRequestIntervalMs: account.minRequestIntervalMs,
      maxInputVars: account.maxInputVars,
      currency: account.currency,
      // The proxy's address only: its user name and password stay in this computer's keychain.
      proxyUrl: account.proxyUrl,
    })),
    domains: cache.domains.list().map((domain) => ({
      accountId: domain.accountId,
      name: domain.name,
      unicodeName: domain.unicodeName,
      origin: domain.origin,
      status: domain.status,
      pendingSince: domain.pendingSince,
      expiryDate: domain.expiryDate,
      tags: domain.tags,
      notes: domain.notes,
    })),
    contactProfiles: cache.contactProfiles.list(),
    presets: allPresets(cache.db).map((preset) => ({
      ...preset,
      nameservers: preset.nameservers && [...preset.nameservers],
      dns: preset.dns && [...preset.dns],
    })),
    // Oldest first, the order they happened in.
    orderJournal: cache.journal.list().reverse(),
    preferences: Object.fromEntries(
      Object.entries(cache.settings.entries()).flatMap(([key, value]) =>
        key.startsWith(PREFERENCES) ? [[key.slice(PREFERENCES.length), value]] : [],
      ),
    ),
  };
}

export function exportUserDataText(cache: Cache): string {
  return `${JSON.stringify(exportUserData(cache), null, 2)}\n`;
}
