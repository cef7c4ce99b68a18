export { createPortfolioService, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './portfolioService';
export type { DueCheck, PortfolioService, PortfolioServiceOptions } from './portfolioService';
export { syncDomain, checkInformation } from './domainSync';
export type { InformationCheck } from './domainSync';
export { systemTimers } from './pendingWatcher';
export type { TimerApi } from './pendingWatcher';
export { PENDING_LIMIT_DAYS } from './presence';
export { RECHECK_FIRST_DELAY_MS, RECHECK_MAX_DELAY_MS, recheckDelayMs } from './recheckSchedule';
export type { DomainRef } from './domainRef';
