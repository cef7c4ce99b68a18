export { FirstRunScreen } from './FirstRunScreen';
