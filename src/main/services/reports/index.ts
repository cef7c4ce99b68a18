export { createReportsService } from './reportsService';
export type { ReportsService } from './reportsService';
