export { createRenewalsService } from './renewalsService';
export type { RenewalsService } from './renewalsService';
