import { CONTACT_SET_ROLES } from '../../../shared/api';
import { AppFailure } from '../../../shared/ipc';
import { toJsonText } from '../../cache/jsonText';
import type { ServiceContext } from '../serviceContext';
import { createSettingsService } from '../settings';
import { COMPARED_CONTACT_FIELDS } from './modelCopy/copyDiff';

/** SQLite's `lower()` folds ASCII only; the values compared with it are folded the same way. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());

/**
 * The default nameservers of the settings as the cache stores a domain's set, or `''` when
 * none are set: then no domain differs from them.
 */
export function defaultNameserversJson(ctx: ServiceContext): string {
  const hosts = createSettingsService(ctx).get().defaultNameservers;
  if (hosts.length < 2) return '';
  return toJsonText(Object.fromEntries(hosts.map((host, i) => [`ns${i + 1}`, host])));
}

/** What a domain's cached contacts must hold, in every role, to match the profile. */
export function profileContactPairs(
  ctx: ServiceContext,
  profileId: string,
): (readonly [string, string])[] {
  const profile = ctx.cache.contactProfiles.get(profileId);
  if (profile === null) throw new AppFailure('not_found', 'This contact profile no longer exists.');
  return CONTACT_SET_ROLES.flatMap((role) =>
    COMPARED_CONTACT_FIELDS.map(
      (field) =>
        [`$.contacts.${role}.${field}`, asciiLower(profile.contact[field].trim())] as const,
    ),
  );
}
