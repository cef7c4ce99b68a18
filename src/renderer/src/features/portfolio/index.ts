export { PortfolioScreen } from './PortfolioScreen';
export { PresetOffer } from './copy/PresetOffer';
export { ApplyPresetDialog } from './copy/ApplyPresetDialog';
