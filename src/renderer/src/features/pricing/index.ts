export { PricingScreen } from './PricingScreen';
