export { createOrdersService } from './ordersService';
export type { OrdersService, PortfolioHooks } from './ordersService';
