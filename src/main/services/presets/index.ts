export { createPresetsService } from './presetsService';
export type { PresetsService } from './presetsService';
