// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../shared/ipc/channels/settings';
import type { AppSettings } from '../../../shared/ipc/channels/settings';
import { installFakeBridge, stubFailure } from '../testing/fakeBridge';
import { LEGACY_KEYS, carryOverLegacyPreferences } from './legacyPreferences';

const VIEW = {
  name: 'Expiring VIPs',
  filter: { tag: 'VIP', expiringWithinDays: 30 },
  sort: { key: 'expiry', direction: 'asc' },
};
const LAYOUT = { columns: ['name', 'expiry'] };

let settings: AppSettings = SETTINGS_DEFAULTS;
let demo = false;
let refuse = false;
const bridge = installFakeBridge({
  appInfo: () => ({ name: 'DomainDesk', version: '1', platform: 'linux', transport: 'web', demo }),
  settingsGet: () => settings,
  settingsUpdate: (patch) => {
    if (refuse) return stubFailure('internal', 'The disk is full.');
    settings = { ...settings, ...patch };
    return settings;
  },
});

function storageWithLegacy(): Storage {
  const storage = window.localStorage;
  storage.clear();
  storage.setItem(LEGACY_KEYS.grid, JSON.stringify({ layout: LAYOUT, views: [VIEW] }));
  storage.setItem(LEGACY_KEYS.favouriteTlds, JSON.stringify(['de', 'com']));
  storage.setItem(LEGACY_KEYS.cartContactProfiles, JSON.stringify({ registrant: 'profile-7' }));
  return storage;
}

beforeEach(() => {
  settings = SETTINGS_DEFAULTS;
  demo = false;
  refuse = false;
  bridge.calls.length = 0;
});

describe('preferences kept by an earlier version in the window', () => {
  it('move into the settings once, and the old copies go (the grid layout stays)', async () => {
    const storage = storageWithLegacy();
    await carryOverLegacyPreferences(storage);
    expect(settings.savedViews).toEqual([VIEW]);
    expect(settings.favouriteTlds).toEqual(['de', 'com']);
    expect(settings.cartContactProfiles).toEqual({ registrant: 'profile-7' });
    expect(storage.getItem(LEGACY_KEYS.favouriteTlds)).toBeNull();
    expect(storage.getItem(LEGACY_KEYS.cartContactProfiles)).toBeNull();
    expect(JSON.parse(storage.getItem(LEGACY_KEYS.grid) ?? '')).toEqual({ layout: LAYOUT });

    await carryOverLegacyPreferences(storage);
    expect(bridge.inputsOf('settingsUpdate')).toHaveLength(1);
  });

  it('never replace what was chosen since in the settings', async () => {
    settings = { ...SETTINGS_DEFAULTS, favouriteTlds: ['net'] };
    await carryOverLegacyPreferences(storageWithLegacy());
    expect(settings.favouriteTlds).toEqual(['net']);
    expect(settings.savedViews).toEqual([VIEW]);
  });

  it('wait while the demo is open, and stay when the save is refused', async () => {
    const storage = storageWithLegacy();
    demo = true;
    await carryOverLegacyPreferences(storage);
    expect(bridge.inputsOf('settingsUpdate')).toEqual([]);

    demo = false;
    refuse = true;
    await carryOverLegacyPreferences(storage);
    expect(storage.getItem(LEGACY_KEYS.favouriteTlds)).toBe('["de","com"]');
    expect(JSON.parse(storage.getItem(LEGACY_KEYS.grid) ?? '')).toHaveProperty('views');
  });
});
