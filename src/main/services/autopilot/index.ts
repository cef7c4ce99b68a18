export { createAutopilotService } from './autopilotService';
export type { AutopilotService } from './autopilotService';
