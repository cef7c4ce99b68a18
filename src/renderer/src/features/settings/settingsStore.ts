import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AppError } from '../../../../shared/ipc';
import type { AppSettings, SettingsPatch } from '../../../../shared/ipc/channels/settings';
import { getBridge } from '../../bridge';

interface SettingsState {
  readonly settings: AppSettings | null;
  readonly loadError: AppError | null;
  load: () => Promise<void>;
  /** Saves some settings; answers the error (with per-field issues) when refused. */
  save: (patch: SettingsPatch) => Promise<AppError | null>;
}

/** The user's preferences as main holds them; one store per window. */
export const settingsStore = createStore<SettingsState>()((set) => ({
  settings: null,
  loadError: null,
  async load() {
    const result = await getBridge().settingsGet();
    set(result.ok ? { settings: result.data, loadError: null } : { loadError: result.error });
  },
  async save(patch) {
    const result = await getBridge().settingsUpdate(patch);
    if (!result.ok) return result.error;
    set({ settings: result.data });
    return null;
  },
}));

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}
