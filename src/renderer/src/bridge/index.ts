export { getBridge, takeStartData } from './getBridge';
