export {
  createDemoService,
  DEMO_ACCOUNT_LABEL,
  DEMO_PROVISIONING_DELAY_MS,
  DEMO_TRANSFER_DELAY_MS,
} from './demoService';
export type { DemoHost, DemoService, DemoServiceDeps } from './demoService';
export { startSimulatorProcess } from './simulatorProcess';
export type { SimulatorProcess } from './simulatorProcess';
export { emitterLink } from './simulatorChildProtocol';
export type { ChildLauncher, ChildLink } from './simulatorChildProtocol';
