export { openCache } from './openCache';
export type { Cache, CacheRecovery, OpenCacheOptions, OpenCacheResult } from './openCache';
export type { Clock } from './cacheClock';
export { LATEST_SCHEMA_VERSION, migrate, migrations, schemaVersion } from './migrations';
export {
  CacheFromNewerVersionError,
  DuplicateError,
  IllegalOrderTransitionError,
  NotFoundError,
  UnresolvedOrderError,
  UserDataImportError,
} from './cacheErrors';
export type { ImportIssue } from './cacheErrors';
export { InvalidDomainNameError, asciiDomainName } from './domainNames';
export type { AccountInput, AccountPatch, AccountRecord, AccountsRepo } from './accountsRepo';
export { DOMAIN_ORIGINS, DOMAIN_STATUSES } from './domainRecord';
export type { DomainOrigin, DomainRecord, DomainStatus } from './domainRecord';
export type { DomainFilter, DomainUpsert, DomainsRepo, RegistrarDetails } from './domainsRepo';
export type { Snapshot, SnapshotData, SnapshotKind, SnapshotsRepo } from './snapshotsRepo';
export type { CartOperation, PricingRepo, TldPriceRecord } from './pricingRepo';
export type { PremiumFact, PremiumRepo } from './premiumRepo';
export type { SearchHistoryEntry, SearchHistoryRepo } from './searchHistoryRepo';
export type {
  ContactProfile,
  ContactProfileInput,
  ContactProfilesRepo,
} from './contactProfilesRepo';
export type { CartItem, CartItemOptions, CartRepo, ContactRole, OrderOperation } from './cartRepo';
export { ORDER_STATES, ORDER_TRANSITIONS, UNRESOLVED_ORDER_STATES } from './orderJournal';
export type { OrderEntry, OrderJournal, OrderState, OrderToRecord } from './orderJournal';
export type { ActivityEntry, ActivityLog, ActivityResult, ActivityToLog } from './activityLog';
export type { SettingsRepo } from './settingsRepo';
export type { JsonValue } from './jsonText';
export { exportUserData, exportUserDataText } from './userDataExport';
export { importUserData, importUserDataText, previewUserData } from './userDataImport';
export type { ImportSummary } from './userDataImport';
export { USER_DATA_FORMAT, USER_DATA_VERSION, userDataSchema } from './userDataSchema';
export type { UserDataDocument } from './userDataSchema';
