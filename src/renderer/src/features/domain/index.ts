export { DomainScreen } from './DomainScreen';
