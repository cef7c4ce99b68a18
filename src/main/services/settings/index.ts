export { createSettingsService } from './settingsService';
export type { SettingsService } from './settingsService';
