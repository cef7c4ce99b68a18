export { startSimulator } from './simulator';
export { parsePhpForm } from './php/parseForm';
export type {
  AccountInit,
  DomainSummary,
  DomainView,
  FaultAction,
  FaultRule,
  RegistrarProfileName,
  RequestLogEntry,
  Simulator,
  SimulatorOptions,
} from './types';
