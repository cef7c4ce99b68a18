import type { AppSettings, SettingsPatch } from '../../../shared/ipc/channels/settings';
import { settingsPatchSchema } from '../../../shared/ipc/channels/settings';
import { callBridge } from './bridgeRead';
import { saveSettings } from './sharedReads';

/** Where earlier versions kept these preferences, in the window's own storage. */
export const LEGACY_KEYS = {
  grid: 'domaindesk.portfolio.grid',
  favouriteTlds: 'domaindesk.favouriteTlds',
  cartContactProfiles: 'domaindesk.cartContactProfiles',
} as const;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parsed(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** What the window's storage still holds, each part only if main would accept it. */
function legacyPatch(storage: Storage): SettingsPatch {
  const grid = parsed(storage, LEGACY_KEYS.grid);
  const candidates: Record<string, unknown> = {
    savedViews: typeof grid === 'object' && grid !== null && 'views' in grid ? grid.views : null,
    favouriteTlds: parsed(storage, LEGACY_KEYS.favouriteTlds),
    cartContactProfiles: parsed(storage, LEGACY_KEYS.cartContactProfiles),
  };
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(candidates)) {
    if (value === null) continue;
    const one = settingsPatchSchema.safeParse({ [name]: value });
    if (one.success) Object.assign(patch, one.data);
  }
  return patch;
}

function isEmpty(value: AppSettings[keyof AppSettings]): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Saved views, favourite TLDs and the cart's default contacts once lived in the window's
 * storage, out of reach of the user-data export. Moves them, once, into main's settings
 * (where nothing was chosen there yet), then forgets the old copies; a failed save, or the
 * demo being open, keeps them for a later start, so nothing is lost.
 */
export async function carryOverLegacyPreferences(storage: Storage): Promise<void> {
  const found = legacyPatch(storage);
  const names = Object.keys(found) as (keyof SettingsPatch)[];
  if (names.length === 0) return;
  // They were the user's, not the demo's: they wait until the user's own profile is open.
  const info = await callBridge('app:info', undefined);
  if (!info.ok || info.data.demo) return;
  const current = await callBridge('settings:get', undefined);
  if (!current.ok) return;
  const patch: Record<string, unknown> = {};
  for (const name of names) {
    if (isEmpty(current.data[name])) patch[name] = found[name];
  }
  if (Object.keys(patch).length > 0 && (await saveSettings(patch)) !== null) {
    return;
  }
  storage.removeItem(LEGACY_KEYS.favouriteTlds);
  storage.removeItem(LEGACY_KEYS.cartContactProfiles);
  const grid = parsed(storage, LEGACY_KEYS.grid);
  if (typeof grid === 'object' && grid !== null && 'views' in grid) {
    const rest: Record<string, unknown> = { ...grid };
    delete rest.views;
    storage.setItem(LEGACY_KEYS.grid, JSON.stringify(rest));
  }
}
