export { createPricingService } from './pricingService';
export type { PricingOptions, PricingService, ReadOptions } from './pricingService';
