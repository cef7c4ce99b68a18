export { createAccountsService } from './accountsService';
export type { AccountsService, AccountsServiceDeps } from './accountsService';
export { createClientRegistry, clientSettings, requireAccount } from './clientProvider';
export type {
  ClientFactory,
  ClientRegistry,
  ClientRegistryDeps,
  ClientSettingsSource,
} from './clientProvider';
export { DEMO_ACCOUNT_ID, keyStatusOf, toSummary } from './accountSummary';
export { checkConnection } from './connectionCheck';
export { keychainCall } from './keychainFailure';
export { createConnectivityMonitor } from './connectivity';
export type { ConnectivityMonitor } from './connectivity';
