export { getBridge } from './getBridge';
