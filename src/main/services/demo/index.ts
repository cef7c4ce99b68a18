export {
  createDemoService,
  DEMO_ACCOUNT_LABEL,
  DEMO_PROVISIONING_DELAY_MS,
  DEMO_TRANSFER_DELAY_MS,
} from './demoService';
export type { DemoHost, DemoService, DemoServiceDeps } from './demoService';
export { importDemoPortfolio } from './demoPortfolio';
