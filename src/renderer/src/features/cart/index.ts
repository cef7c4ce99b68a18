export { CartScreen } from './CartScreen';
