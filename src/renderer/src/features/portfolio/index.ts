export { PortfolioScreen } from './PortfolioScreen';
export { PresetOffer } from './copy/PresetOffer';
