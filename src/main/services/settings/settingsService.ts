import { NAMESERVER_KEYS } from '../../../shared/api';
import {
  SETTING_NAMES,
  SETTINGS_DEFAULTS,
  settingSchemas,
} from '../../../shared/ipc/channels/settings';
import type {
  AppSettings,
  SettingName,
  SettingsPatch,
} from '../../../shared/ipc/channels/settings';
import type { JsonValue } from '../../cache/jsonText';
import { withTransaction } from '../../cache/sqlite';
import { rejectIssues } from '../domains/domainCalls';
import { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
import type { ServiceContext } from '../serviceContext';

export interface SettingsService {
  /** Every setting: the stored value, or its default. */
  get(): AppSettings;
  /** Checks and stores the given settings, all or none; answers with every setting. */
  update(patch: SettingsPatch): AppSettings;
}

// One namespace in the cache's settings table, apart from what the services remember there.
const storageKey = (name: SettingName): string => `preferences.${name}`;

/** The nameservers as an order would send them (checked, lower-cased), or none. */
function checkedNameservers(hosts: readonly string[]): string[] {
  const given = hosts.map((host) => host.trim()).filter((host) => host !== '');
  if (given.length === 0) return [];
  const checked = checkNameserverList(given);
  rejectIssues(
    checked.issues.map((issue) => ({ ...issue, path: `defaultNameservers.${issue.path}` })),
    'The default nameservers were not saved',
  );
  const set = checked.nameservers;
  return set ? NAMESERVER_KEYS.flatMap((key) => set[key] ?? []) : [];
}

export function createSettingsService(
  ctx: Pick<ServiceContext, 'cache' | 'events'>,
  /** Told which settings changed, for the services that act on them (background sync). */
  onChange?: (names: readonly SettingName[]) => void,
): SettingsService {
  const { cache } = ctx;

  // A stored value that no longer passes its check (written by another version, say) reads
  // as the default rather than failing every screen that asks.
  const read = <K extends SettingName>(name: K): AppSettings[K] => {
    const parsed = settingSchemas[name].safeParse(cache.settings.get(storageKey(name)));
    return parsed.success ? (parsed.data as AppSettings[K]) : SETTINGS_DEFAULTS[name];
  };
  const get = (): AppSettings =>
    Object.fromEntries(SETTING_NAMES.map((name) => [name, read(name)])) as unknown as AppSettings;

  return {
    get,

    update(patch) {
      const changes: Partial<Record<SettingName, JsonValue>> = { ...patch };
      if (patch.defaultNameservers !== undefined) {
        changes.defaultNameservers = checkedNameservers(patch.defaultNameservers);
      }
      const names = SETTING_NAMES.filter((name) => changes[name] !== undefined);
      withTransaction(cache.db, () => {
        for (const name of names) {
          const value = changes[name];
          if (value !== undefined) cache.settings.set(storageKey(name), value);
        }
      });
      if (names.length > 0) {
        ctx.events.emit('cache:changed', { scope: 'settings' });
        onChange?.(names);
      }
      return get();
    },
  };
}
